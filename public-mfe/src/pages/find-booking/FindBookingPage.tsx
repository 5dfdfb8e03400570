import { call } from '@safa/api-client';
import { FIND_BOOKING_ANSWER } from '@safa/contract';
import { AnsweredForm } from '../../components/forms/AnsweredForm';
import type { SendFeedback } from '../../components/forms/feedback';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { FIND_BOOKING_FIELDS, findBookingForm } from '../../forms/find-booking-form';
import { findBookingPage } from './find-booking.page';

const EMPTY = { [FIND_BOOKING_FIELDS.reference]: '', [FIND_BOOKING_FIELDS.contact]: '', website: '' };

/** The same answer whether or not a booking matched: the link goes to the contact on file, never here. */
const FIND_FEEDBACK: SendFeedback = {
  success: { title: 'Thank you', text: FIND_BOOKING_ANSWER, tone: 'success' },
  failure: (serverText) => ({
    title: 'We could not look for your booking',
    text: serverText ?? 'Something went wrong. Please try again, or call us.',
    tone: 'error',
  }),
};

/**
 * `/find-booking`: a booking's reference and the phone number or e-mail it was made with; matched, the
 * API sends its private link again to the contact on file (see forms/find-booking-form.ts).
 */
export default function FindBookingPage() {
  const fields = useFormFields(EMPTY, 'find');
  return (
    <>
      <PageHero title={findBookingPage.head.title} trail={findBookingPage.head.trail} />
      <Section aria-labelledby="find-booking-heading">
        <h2 id="find-booking-heading">Lost the link to your booking?</h2>
        <p>
          Give us its reference and the phone number or e-mail you booked with: we send the link to your
          booking again, by e-mail, to the contact we have for it.
        </p>
        <AnsweredForm
          form="find"
          fields={fields}
          feedback={FIND_FEEDBACK}
          request={() => call(findBookingForm.endpoint, { body: findBookingForm.body(fields.values) })}
          labelledBy="find-booking-heading"
          submitLabel="Send me the link"
        >
          <TextField
            label="Booking reference"
            placeholder="SAFA-7K3Q9"
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            {...fields.bind(FIND_BOOKING_FIELDS.reference)}
          />
          <TextField
            label="Phone number or e-mail you booked with"
            required
            autoComplete="email"
            {...fields.bind(FIND_BOOKING_FIELDS.contact)}
          />
        </AnsweredForm>
      </Section>
    </>
  );
}
