import { call } from '@safa/api-client';
import { CHANNEL_STOP_ANSWER, channelStopSchema, MESSAGE_CHANNEL_LABELS } from '@safa/contract';
import { useSearchParams } from 'react-router-dom';
import { AnsweredForm } from '../../components/forms/AnsweredForm';
import type { SendFeedback } from '../../components/forms/feedback';
import { useFormFields } from '../../components/forms/useFormFields';
import { Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { STOP_TOKEN_FIELD, stopForm } from '../../forms/stop-form';
import { usePrivatePage } from '../../layout/useNoIndex';
import { stopPage } from './stop.page';

/** What stops: the messages of the channel the token names. */
const STOPPED_MESSAGES = { whatsapp: 'WhatsApp messages', sms: 'text messages (SMS)' } as const;

type StoppedChannel = keyof typeof CHANNEL_STOP_ANSWER;

/** The channel a stop link's token names, when it is one (the API checks the rest). */
function channelOf(token: string | null): StoppedChannel | undefined {
  const parsed = channelStopSchema.safeParse({ token });
  return parsed.success ? (parsed.data.token.split('.')[0] as StoppedChannel) : undefined;
}

const feedbackFor = (channel: StoppedChannel): SendFeedback => ({
  success: {
    title: `${MESSAGE_CHANNEL_LABELS[channel]} stopped`,
    text: CHANNEL_STOP_ANSWER[channel],
    tone: 'success',
  },
  failure: (serverText) => ({
    title: 'Your messages were not stopped',
    text: serverText ?? 'Something went wrong. Please try again, or call us.',
    tone: 'error',
  }),
});

function StopForm({ token, channel }: { token: string; channel: StoppedChannel }) {
  const fields = useFormFields({ website: '' }, 'stop');
  return (
    <>
      <h2 id="stop-heading">Stop our {STOPPED_MESSAGES[channel]}?</h2>
      <p>
        We will send this phone no more {STOPPED_MESSAGES[channel]} about your bookings. E-mails about them go
        on, and so do {channel === 'sms' ? 'WhatsApp messages' : 'text messages'} unless you stop them too.
      </p>
      <AnsweredForm
        form="stop"
        fields={fields}
        feedback={feedbackFor(channel)}
        request={() => call(stopForm.endpoint, { body: stopForm.body({ [STOP_TOKEN_FIELD]: token }) })}
        carries={{ [STOP_TOKEN_FIELD]: token }}
        labelledBy="stop-heading"
        submitLabel={`Stop ${STOPPED_MESSAGES[channel]}`}
      />
    </>
  );
}

/**
 * `/stop?token=…`: a message's stop link. It says which messages will stop and posts the token when the
 * button is tapped (a link followed by a preview robot stops nothing); a link that is not one says so.
 */
export default function StopPage() {
  usePrivatePage();
  const [params] = useSearchParams();
  const token = params.get(STOP_TOKEN_FIELD);
  const channel = channelOf(token);
  return (
    <>
      <PageHero title={stopPage.head.title} trail={stopPage.head.trail} />
      <Section aria-labelledby="stop-heading">
        {token && channel ? (
          <StopForm token={token} channel={channel} />
        ) : (
          <>
            <h2 id="stop-heading">This link is not valid</h2>
            <p role="alert">
              It may have been cut short when it was copied. Open it again from the message, whole; or reply
              STOP to our WhatsApp message, or call us, and we stop the messages for you.
            </p>
          </>
        )}
      </Section>
    </>
  );
}
