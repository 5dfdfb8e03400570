import { formAnchor } from '@safa/remote-types';
import { Button } from '@safa/shared-ui';
import { type FormEvent, useRef } from 'react';
import { CARD_RETURN_PARAMETERS } from '../../api/card-return-address';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useFormNotice } from '../../components/forms/FormNotice';
import type { SendFeedback } from '../../components/forms/feedback';
import { paymentCarries, proofForm } from '../../forms/payment-forms';
import { useFormAction } from '../../forms/posted-form';
import { Panel } from './booking-styles';
import { FileField, FileForm, SendingProgress } from './FileField';
import { useFileSending } from './useFileSending';

/** A proof sent: in a dialog with the app, at the form without it; refused: at the form. */
export const PROOF_FEEDBACK: SendFeedback = {
  success: {
    title: 'Proof received',
    text: 'We will check it against our account and record your payment.',
    tone: 'success',
  },
  failure: (serverText) => ({
    title: 'Your proof was not sent',
    text: serverText ?? 'Something went wrong. Please try again, or send it to us on WhatsApp.',
    tone: 'error',
  }),
};

/**
 * Sends the proof of a bank transfer (a picture or PDF). With the app: a photo made lighter first (see
 * reduced-photo.ts), checked for its size, sent with its progress, the booking's page then showing it. Without: a plain multipart form, which the shell's
 * server streams to the API (see forms/payment-forms.ts).
 */
export function ProofForm({ token }: { token: string }) {
  const action = useFormAction('proof', CARD_RETURN_PARAMETERS);
  const postedNotice = useFormNotice('proof', PROOF_FEEDBACK, {});
  const { refusal, progress, choose, send } = useFileSending(proofForm, token, PROOF_FEEDBACK);
  const carries = paymentCarries(token);

  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const picked = fileInput.current?.files?.[0];
    if (picked && (await send(picked, proofForm.query(carries)))) form.reset();
  };

  const sending = progress !== undefined;
  return (
    <Panel aria-labelledby="proof-heading">
      <h2 id="proof-heading">Send your proof of payment</h2>
      <p>Paid by bank transfer? Send us the receipt your bank gave you, and we record your payment.</p>
      <FileForm
        id={formAnchor('proof')}
        method="post"
        encType="multipart/form-data"
        action={action}
        onSubmit={onSubmit}
        aria-labelledby="proof-heading"
      >
        <FormNotice notice={refusal ?? postedNotice} />
        {/* First: the shell's server reads what the form is before its file arrives. */}
        <FormIdentity form="proof" carries={carries} />
        <FileField
          label="Your proof of payment"
          name={proofForm.file}
          hint="A picture or PDF of the transfer, up to 10 MB"
          disabled={sending}
          input={fileInput}
          onChosen={choose}
        />
        <SendingProgress progress={progress} what="your proof" />
        <Button type="submit" disabled={sending}>
          Send the proof
        </Button>
      </FileForm>
    </Panel>
  );
}
