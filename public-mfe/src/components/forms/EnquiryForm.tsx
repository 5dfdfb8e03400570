import type { MessageInput } from '@safa/contract';
import { enquiryForm } from '../../forms/enquiry-form';
import { SENDER_FIELDS } from '../../forms/site-form';
import { ContactFields } from './ContactFields';
import type { SendFeedback } from './feedback';
import { MessageForm } from './MessageForm';
import { TextField } from './TextField';
import { useFormFields } from './useFormFields';

const EMPTY = { name: '', phone: '', email: '', message: '', website: '' };

interface EnquiryFormProps {
  category: MessageInput['category'];
  feedback: SendFeedback;
  /** The package the enquiry is about, recorded with the message. */
  about?: { packageId: string; packageTitle: string };
  /** The form's accessible name (the heading above it). */
  label?: string;
}

/** Name, phone, e-mail and message, all required (see MessageForm). */
export function EnquiryForm({ category, feedback, about, label = 'Make Enquiries' }: EnquiryFormProps) {
  const fields = useFormFields(EMPTY, 'enquiry');
  const carries = { category, ...about };
  return (
    <MessageForm
      form="enquiry"
      fields={fields}
      feedback={feedback}
      message={() => enquiryForm.body({ ...fields.values, ...carries })}
      carries={carries}
      aria-label={label}
    >
      <ContactFields names={SENDER_FIELDS} bind={fields.bind} />
      <TextField label="Message" multiline required {...fields.bind('message')} />
    </MessageForm>
  );
}
