import { call } from '@safa/api-client';
import { BOOKING_LIMITS, type Departure, WAITLIST_ANSWER } from '@safa/contract';
import { AnsweredForm } from '../../components/forms/AnsweredForm';
import { ConsentField } from '../../components/forms/ConsentField';
import { ContactFields } from '../../components/forms/ContactFields';
import type { SendFeedback } from '../../components/forms/feedback';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { Section } from '../../components/layout-styles';
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
  const carries = { [WAITLIST_DEPARTURE_FIELD]: departure.id };
  return (
    <Section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">Tell me when a seat frees up</h2>
      <p>We e-mail you as soon as seats of this departure free up, in the order people asked.</p>
      <AnsweredForm
        form="waitlist"
        fields={fields}
        feedback={WAITLIST_FEEDBACK}
        request={() =>
          call(waitlistForm.endpoint, {
            id: departure.id,
            body: waitlistForm.body({ ...fields.values, ...carries }),
          })
        }
        carries={carries}
        labelledBy="waitlist-heading"
        submitLabel="Tell me when a seat frees up"
      >
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
      </AnsweredForm>
    </Section>
  );
}
