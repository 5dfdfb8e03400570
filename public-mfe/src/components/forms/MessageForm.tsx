import type { MessageInput } from '@safa/contract';
import { formAnchor } from '@safa/remote-types';
import { Button, useIsLive } from '@safa/shared-ui';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useFormAction } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import { FormIdentity } from './FormIdentity';
import { FormNotice, useFormNotice } from './FormNotice';
import type { SendFeedback } from './feedback';
import { FormGrid } from './form-styles';
import { Honeypot } from './Honeypot';
import type { FormFields } from './useFormFields';
import { useMessageSender } from './useMessageSender';

type MessageFormProps<T extends Fields & { website: string }> = {
  form: 'enquiry' | 'flight';
  fields: FormFields<T>;
  feedback: SendFeedback;
  /** The message the form's fields make, or undefined when they must be mended first (said at them). */
  message: () => MessageInput | undefined;
  /** What it carries besides what the visitor types (see FormIdentity). */
  carries?: Record<string, string>;
  children: ReactNode;
} & Pick<ComponentProps<typeof FormGrid>, 'aria-label' | 'aria-labelledby' | 'style'>;

/**
 * A form that sends a message to the agency (an enquiry, a flight request): what its page says of it,
 * its fields, the honeypot, and SEND, which reads 'Sending...' while busy; sent, it is cleared. A plain
 * form the server takes too: posted before the app has started, or without it.
 */
export function MessageForm<T extends Fields & { website: string }>({
  form,
  fields,
  feedback,
  message,
  carries,
  children,
  ...labelled
}: MessageFormProps<T>) {
  const { sending, send } = useMessageSender(feedback, fields.showIssues);
  const notice = useFormNotice(form, feedback, fields.values);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = message();
    if (body && (await send(body))) fields.reset();
  };

  return (
    <FormGrid
      ref={fields.formRef}
      id={formAnchor(form)}
      method="post"
      action={useFormAction(form)}
      onSubmit={onSubmit}
      // Says when the app runs the form (before that it is posted as a plain form).
      data-live={useIsLive()}
      {...labelled}
    >
      <FormNotice notice={notice} />
      <FormIdentity form={form} carries={carries} />
      {children}
      <Honeypot value={fields.values.website} onChange={(value) => fields.set('website', value)} />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'SEND'}
      </Button>
    </FormGrid>
  );
}
