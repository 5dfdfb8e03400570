import { upload } from '@safa/api-client';
import { formAnchor } from '@safa/remote-types';
import { Button, FieldHint, FieldLabel, Input, useDialogs } from '@safa/shared-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { CARD_RETURN_PARAMETERS } from '../../api/card-return-address';
import { bookingKeyOf } from '../../api/queries';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useFormNotice } from '../../components/forms/FormNotice';
import { type Notice, type SendFeedback, serverTextOf, showNotice } from '../../components/forms/feedback';
import { paymentCarries, proofForm } from '../../forms/payment-forms';
import { useFormAction } from '../../forms/posted-form';
import { Panel } from './booking-styles';
import { reducedPhoto } from './reduced-photo';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  justify-self: stretch;
  input[type='file'] { font-weight: 400; }
`;

const Sending = styled.p`
  display: grid;
  gap: 0.35rem;
  justify-self: stretch;
  progress { width: 100%; height: 0.75rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** What the customer's phone offers to pick: the pictures and PDFs the API takes. */
const PROOF_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

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

/** A file the API would refuse for its size, said before it is sent. */
const tooLarge = (file: File | undefined): Notice | undefined =>
  file && file.size > proofForm.maxBytes ? PROOF_FEEDBACK.failure(proofForm.tooLarge) : undefined;

/** What is said of a file as it is chosen: a picture's size only once it is made lighter, as it is sent. */
const tooLargeAsChosen = (file: File | undefined): Notice | undefined =>
  file?.type.startsWith('image/') ? undefined : tooLarge(file);

/**
 * Sends the proof of a bank transfer (a picture or PDF). With the app: a photo made lighter first (see
 * reduced-photo.ts), checked for its size, sent with its progress, the booking's page then showing it. Without: a plain multipart form, which the shell's
 * server streams to the API (see forms/payment-forms.ts).
 */
export function ProofForm({ token }: { token: string }) {
  const action = useFormAction('proof', CARD_RETURN_PARAMETERS);
  const postedNotice = useFormNotice('proof', PROOF_FEEDBACK, {});
  const [refusal, setRefusal] = useState<Notice>();
  const [progress, setProgress] = useState<number>();
  const dialogs = useDialogs();
  const { mutate } = useSWRConfig();
  const hintId = useId();
  const carries = paymentCarries(token);

  const fileInput = useRef<HTMLInputElement>(null);
  const chosen = () => fileInput.current?.files?.[0];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const picked = chosen();
    if (!picked) return;
    setProgress(0);
    const file = await reducedPhoto(picked);
    const refused = tooLarge(file);
    setRefusal(refused);
    if (refused) {
      setProgress(undefined);
      return;
    }
    const body = new FormData();
    body.append(proofForm.file, file);
    try {
      const booking = await upload(proofForm.endpoint, body, setProgress, {
        query: proofForm.query(carries),
      });
      await mutate(bookingKeyOf(token), booking, { revalidate: false });
      form.reset();
      showNotice(dialogs, PROOF_FEEDBACK.success);
    } catch (error) {
      setRefusal(PROOF_FEEDBACK.failure(serverTextOf(error)));
    } finally {
      setProgress(undefined);
    }
  };

  const sending = progress !== undefined;
  return (
    <Panel aria-labelledby="proof-heading">
      <h2 id="proof-heading">Send your proof of payment</h2>
      <p>Paid by bank transfer? Send us the receipt your bank gave you, and we record your payment.</p>
      <Form
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
        <Field>
          <FieldLabel>
            <span>Your proof of payment</span>
            <Input
              type="file"
              name={proofForm.file}
              accept={PROOF_TYPES}
              required
              disabled={sending}
              aria-describedby={hintId}
              ref={fileInput}
              onChange={() => setRefusal(tooLargeAsChosen(chosen()))}
            />
          </FieldLabel>
          <FieldHint id={hintId}>A picture or PDF of the transfer, up to 10 MB</FieldHint>
        </Field>
        {sending ? (
          <Sending role="status">
            <span>Sending your proof… {Math.round(progress * 100)}%</span>
            <progress value={progress} max={1} aria-label="Sending your proof" />
          </Sending>
        ) : null}
        <Button type="submit" disabled={sending}>
          Send the proof
        </Button>
      </Form>
    </Panel>
  );
}
