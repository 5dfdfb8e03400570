import type { BookedTraveller } from '@safa/contract';
import { Button, FieldLabel, Select, useIsLive } from '@safa/shared-ui';
import { type FormEvent, useRef } from 'react';
import { CARD_RETURN_PARAMETERS } from '../../api/card-return-address';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useRefusalNotice } from '../../components/forms/FormNotice';
import type { SendFeedback } from '../../components/forms/feedback';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { useFormAction } from '../../forms/posted-form';
import {
  choiceOf,
  choiceValue,
  DOCUMENT_FIELDS,
  documentForm,
  travellerCarries,
} from '../../forms/traveller-forms';
import type { AskedDocument } from './asked-documents';
import { FileField, FileForm, SendingProgress } from './FileField';
import { useFileSending } from './useFileSending';

export const DOCUMENT_FEEDBACK: SendFeedback = {
  success: {
    title: 'Document received',
    text: 'Thank you: the checklist shows what is left.',
    tone: 'success',
  },
  failure: (serverText) => ({
    title: 'Your document was not sent',
    text: serverText ?? 'Something went wrong. Please try again, or send it to us on WhatsApp.',
    tone: 'error',
  }),
};

/** The id of a traveller's document form, which the page comes back to after it is posted. */
export const documentAnchor = (travellerId: string) => `documents-${travellerId}`;

interface DocumentFormProps {
  traveller: BookedTraveller;
  token: string;
  /** What the trip asks of the traveller: the form offers these, the first not sent yet chosen first. */
  asked: AskedDocument[];
}

/**
 * Sends one of a traveller's documents (a picture or PDF): which it is, the vaccination's day for a
 * certificate, and the file. With the app: a photo made lighter, sent with its progress (see
 * useFileSending); without: a plain multipart form the shell's server streams to the API, its fields
 * before its file.
 */
export function DocumentForm({ traveller, token, asked }: DocumentFormProps) {
  const carries = travellerCarries(token, traveller.id, 'document');
  const firstMissing = asked.find((document) => !document.sent) ?? asked[0];
  const fields = useFormFields(
    {
      [DOCUMENT_FIELDS.kind]: firstMissing ? choiceValue(firstMissing.choice) : '',
      [DOCUMENT_FIELDS.vaccinatedOn]: '',
    },
    'document',
    carries,
  );
  const postedRefusal = useRefusalNotice('document', DOCUMENT_FEEDBACK, fields.values, carries);
  const { refusal, progress, choose, send } = useFileSending(documentForm, token, DOCUMENT_FEEDBACK);
  const action = useFormAction('document', CARD_RETURN_PARAMETERS, documentAnchor(traveller.id));
  const live = useIsLive();
  const fileInput = useRef<HTMLInputElement>(null);
  const vaccination = choiceOf(fields.values.kind ?? '').kind === 'vaccination';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const picked = fileInput.current?.files?.[0];
    if (picked && (await send(picked, documentForm.query({ ...fields.values, ...carries })))) {
      form.reset();
      fields.set(DOCUMENT_FIELDS.vaccinatedOn, '');
    }
  };

  const sending = progress !== undefined;
  return (
    <FileForm
      ref={fields.formRef}
      id={documentAnchor(traveller.id)}
      method="post"
      encType="multipart/form-data"
      action={action}
      onSubmit={onSubmit}
      aria-label={`${traveller.fullName}: send a document`}
    >
      <FormNotice notice={refusal ?? postedRefusal} />
      {/* First: the shell's server reads what the form is before its file arrives. */}
      <FormIdentity form="document" carries={carries} />
      <FieldLabel>
        <span>Which document</span>
        <Select {...fields.bind(DOCUMENT_FIELDS.kind)} id={`${traveller.id}-kind`}>
          {asked.map(({ choice, label }) => (
            <option key={label} value={choiceValue(choice)}>
              {label}
            </option>
          ))}
        </Select>
      </FieldLabel>
      {/* Without the app the choice cannot show it: there, the field says when it is needed. */}
      {vaccination || !live ? (
        <TextField
          label={live ? 'Date of the vaccination' : 'Date of the vaccination (for a vaccination certificate)'}
          type="date"
          autoComplete="off"
          {...fields.bind(DOCUMENT_FIELDS.vaccinatedOn)}
          id={`${traveller.id}-vaccinatedOn`}
        />
      ) : null}
      <FileField
        label="The document"
        name={documentForm.file}
        hint="A photo or PDF, up to 10 MB: the whole page, sharp and straight"
        disabled={sending}
        input={fileInput}
        onChosen={choose}
      />
      <SendingProgress progress={progress} what="the document" />
      <Button type="submit" disabled={sending}>
        Send the document
      </Button>
    </FileForm>
  );
}
