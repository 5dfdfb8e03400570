import { ApiError, call } from '@safa/api-client';
import { BOOKING_LIMITS, type Departure, WAITLIST_ANSWER } from '@safa/contract';
import { formAnchor } from '@safa/remote-types';
import { Button } from '@safa/shared-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConsentField } from '../../components/forms/ConsentField';
import { ContactFields } from '../../components/forms/ContactFields';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useFormNotice } from '../../components/forms/FormNotice';
import { type Notice, type SendFeedback, serverTextOf } from '../../components/forms/feedback';
import { FormGrid } from '../../components/forms/form-styles';
import { Honeypot } from '../../components/forms/Honeypot';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { Section } from '../../components/layout-styles';
import { useFormAction } from '../../forms/posted-form';
import { type Fields, SENDER_FIELDS } from '../../forms/site-form';
import { emptyWaitlistFields, WAITLIST_DEPARTURE_FIELD, waitlistForm } from '../../forms/waitlist-form';

/** On the waitlist: the API's words, in the form. */
const WAITLIST_FEEDBACK: SendFeedback = {
  success: { title: 'Thank you', text: WAITLIST_ANSWER, tone: 'success' },
  failure: (serverText) => ({
    title: 'You are not on the waitlist yet',
    text: serverText ?? 'Something went wrong. Please try again, or call us.',
    tone: 'error',
  }),
};

interface WaitlistFormProps {
  departure: Departure;
  /** What the visitor already gave (the booking form's contact and travellers). */
  prefill?: Fields;
}

/**
 * "Tell me when a seat frees up" of a departure that is sold out, or whose seats unpaid bookings hold:
 * who to tell, how, and how many seats. With the app: sent in place, its answer said and focused in
 * the form. Without: a plain form the shell's server sends (see forms/waitlist-form.ts).
 */
export function WaitlistForm({ departure, prefill = {} }: WaitlistFormProps) {
  const fields = useFormFields({ ...emptyWaitlistFields(), ...prefill }, 'waitlist');
  const postedNotice = useFormNotice('waitlist', WAITLIST_FEEDBACK, fields.values);
  const [notice, setNotice] = useState<Notice>();
  const [sending, setSending] = useState(false);
  const noticeHolder = useRef<HTMLDivElement>(null);
  const carries = { [WAITLIST_DEPARTURE_FIELD]: departure.id };

  useEffect(() => {
    if (notice) noticeHolder.current?.focus();
  }, [notice]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setNotice(undefined);
    try {
      const body = waitlistForm.body({ ...fields.values, ...carries });
      const answer = await call(waitlistForm.endpoint, { id: departure.id, body });
      setNotice({ ...WAITLIST_FEEDBACK.success, text: answer.message });
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      if (!fields.showIssues(issues)) setNotice(WAITLIST_FEEDBACK.failure(serverTextOf(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">Tell me when a seat frees up</h2>
      <p>We e-mail you as soon as seats of this departure free up, in the order people asked.</p>
      <FormGrid
        ref={fields.formRef}
        id={formAnchor('waitlist')}
        method="post"
        action={useFormAction('waitlist')}
        onSubmit={onSubmit}
        aria-labelledby="waitlist-heading"
      >
        <div ref={noticeHolder} tabIndex={-1}>
          <FormNotice notice={notice ?? postedNotice} />
        </div>
        <FormIdentity form="waitlist" carries={carries} />
        <ContactFields names={SENDER_FIELDS} bind={fields.bind} />
        <TextField
          label="How many seats?"
          type="number"
          inputMode="numeric"
          min={1}
          max={BOOKING_LIMITS.travellersMax}
          required
          {...fields.bind('seats')}
        />
        <ConsentField purpose="to tell me when seats free up" fields={fields} />
        <Honeypot value={fields.values.website ?? ''} onChange={(value) => fields.set('website', value)} />
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Tell me when a seat frees up'}
        </Button>
      </FormGrid>
    </Section>
  );
}
