import { isMobileNumber, MESSAGE_CHANNEL_LABELS } from '@safa/contract';
import { useIsLive } from '@safa/shared-ui';
import { Choice } from '../../components/forms/Choice';
import { CHANNEL_CHOSEN, CHANNEL_FIELDS, CONTACT_FIELDS } from '../../forms/booking-form';
import type { Fields } from '../../forms/site-form';
import { Group, Hint } from './booking-form-styles';

const CHANNEL_WORDS = {
  whatsapp: 'Each step of the booking, the receipts and the reminders, on WhatsApp.',
  sms: 'A short text with the link to your booking (when WhatsApp does not reach you, or instead of it).',
} as const;

interface ChannelChoiceFieldProps {
  values: Fields;
  set(name: string, value: string): void;
}

/**
 * The channels besides e-mail, plain checkboxes both ticked: they post themselves without the app, and
 * a number they cannot reach (a landline) keeps none (see the booking form's `channelsOf`), which the
 * app says as the phone is typed.
 */
export function ChannelChoiceField({ values, set }: ChannelChoiceFieldProps) {
  const live = useIsLive();
  const phone = values[CONTACT_FIELDS.phone] ?? '';
  const unreachable = live && phone.trim() !== '' && !isMobileNumber(phone);
  return (
    <Group>
      <legend>Messages about this booking</legend>
      <Hint>
        We always e-mail you.{' '}
        {unreachable
          ? 'WhatsApp and SMS need a mobile number: with this one, e-mail alone.'
          : 'On a mobile number, also:'}
      </Hint>
      {(['whatsapp', 'sms'] as const).map((channel) => (
        <Choice key={channel}>
          <input
            type="checkbox"
            name={CHANNEL_FIELDS[channel]}
            value={CHANNEL_CHOSEN}
            checked={values[CHANNEL_FIELDS[channel]] === CHANNEL_CHOSEN}
            disabled={unreachable}
            onChange={(event) => set(CHANNEL_FIELDS[channel], event.target.checked ? CHANNEL_CHOSEN : '')}
          />
          <span>
            <strong>{MESSAGE_CHANNEL_LABELS[channel]}</strong>
            <br />
            {CHANNEL_WORDS[channel]}
          </span>
        </Choice>
      ))}
    </Group>
  );
}
