import type { MessageInput } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import type { FormEvent } from 'react';
import type { SendFeedback } from './feedback';
import { FormGrid } from './form-styles';
import { Honeypot } from './Honeypot';
import { NeedsJavaScript } from './NeedsJavaScript';
import { TextField } from './TextField';
import { useFormFields } from './useFormFields';
import { useMessageSender } from './useMessageSender';

const EMPTY = { name: '', phone: '', email: '', message: '', website: '' };

interface EnquiryFormProps {
  category: MessageInput['category'];
  feedback: SendFeedback;
  /** The package the enquiry is about, recorded with the message. */
  about?: { packageId: string; packageTitle: string };
  /** The form's accessible name (the heading above it). */
  label?: string;
}

/** Name, phone, e-mail and message, all required; SEND reads 'Sending...' while busy; success clears it. */
export function EnquiryForm({ category, feedback, about, label = 'Make Enquiries' }: EnquiryFormProps) {
  const fields = useFormFields(EMPTY);
  const { sending, send } = useMessageSender(feedback, fields.showIssues);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { website, ...message } = fields.values;
    const sent = await send({ ...message, category, ...about, ...(website ? { website } : {}) });
    if (sent) fields.reset();
  };

  return (
    <FormGrid ref={fields.formRef} onSubmit={onSubmit} aria-label={label}>
      <TextField label="Name" required autoComplete="name" {...fields.bind('name')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...fields.bind('phone')} />
      <TextField label="Email" type="email" required autoComplete="email" {...fields.bind('email')} />
      <TextField label="Message" multiline required {...fields.bind('message')} />
      <NeedsJavaScript />
      <Honeypot value={fields.values.website} onChange={(value) => fields.set('website', value)} />
      <Button type="submit" disabled={sending || !fields.live}>
        {sending ? 'Sending...' : 'SEND'}
      </Button>
    </FormGrid>
  );
}
