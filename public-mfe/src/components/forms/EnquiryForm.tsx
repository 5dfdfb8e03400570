import type { MessageInput } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import type { FormEvent } from 'react';
import { enquiryForm } from '../../forms/enquiry-form';
import { formAnchor, useFormAction } from '../../forms/posted-form';
import { FormIdentity } from './FormIdentity';
import { FormNotice, useFormNotice } from './FormNotice';
import type { SendFeedback } from './feedback';
import { FormGrid } from './form-styles';
import { Honeypot } from './Honeypot';
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

/**
 * Name, phone, e-mail and message, all required; SEND reads 'Sending...' while busy; success clears it.
 * A plain form the server takes too: posted before the app has started, or without it.
 */
export function EnquiryForm({ category, feedback, about, label = 'Make Enquiries' }: EnquiryFormProps) {
  const fields = useFormFields(EMPTY, 'enquiry');
  const { sending, send } = useMessageSender(feedback, fields.showIssues);
  const notice = useFormNotice('enquiry', feedback, EMPTY);
  const carries = { category, ...about };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await send(enquiryForm.body({ ...fields.values, ...carries }));
    if (sent) fields.reset();
  };

  return (
    <FormGrid
      ref={fields.formRef}
      id={formAnchor('enquiry')}
      method="post"
      action={useFormAction('enquiry')}
      onSubmit={onSubmit}
      aria-label={label}
    >
      <FormNotice notice={notice} />
      <FormIdentity form="enquiry" carries={carries} />
      <TextField label="Name" required autoComplete="name" {...fields.bind('name')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...fields.bind('phone')} />
      <TextField label="Email" type="email" required autoComplete="email" {...fields.bind('email')} />
      <TextField label="Message" multiline required {...fields.bind('message')} />
      <Honeypot value={fields.values.website} onChange={(value) => fields.set('website', value)} />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'SEND'}
      </Button>
    </FormGrid>
  );
}
