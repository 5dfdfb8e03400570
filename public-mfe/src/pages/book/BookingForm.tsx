import { ApiError, call } from '@safa/api-client';
import { bookingPrice, type Departure, ROOM_LABELS } from '@safa/contract';
import { formAnchor } from '@safa/remote-types';
import { Button, FieldError, formatNaira, useIsLive } from '@safa/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ContactFields } from '../../components/forms/ContactFields';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useFormNotice } from '../../components/forms/FormNotice';
import { type Notice, type SendFeedback, serverTextOf } from '../../components/forms/feedback';
import { Honeypot } from '../../components/forms/Honeypot';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import {
  bookingForm,
  CONSENT_GIVEN,
  CONTACT_FIELDS,
  emptyBookingFields,
  receivedPath,
  travellerCount,
  travellerField,
  travellersIn,
  withoutTraveller,
} from '../../forms/booking-form';
import { useFormAction, usePostedForm } from '../../forms/posted-form';
import { roomsByPrice } from '../../site/departures';

import { TravellerCountChoice } from './TravellerCountChoice';

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
  max-width: 40rem;
`;

const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { padding: 0 0.4rem; font-weight: 700; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;

const Choice = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; margin: 0.1rem 0 0; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primaryLight}; }
  strong { margin-left: auto; white-space: nowrap; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.4rem 1rem;
  margin: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  dd { margin: 0; font-weight: 700; text-align: right; white-space: nowrap; }
`;

/** A booking that went through lands on its own page; one refused says why in the form. */
const BOOKING_FEEDBACK: SendFeedback = {
  success: { title: 'Booking received', tone: 'success' },
  failure: (serverText) => ({
    title: 'Your booking was not made',
    text: serverText ?? 'Something went wrong. Please try again, or call us.',
    tone: 'error',
  }),
};

const TRAVELLER_HINT =
  'Write each name exactly as in the passport. The passport number and date of birth can come later: we need them before the travellers’ list is final.';

/** The most travellers the form offers: the contract's most, and no more than the seats left. */
const mostTravellers = (departure: Departure) => travellerCount(departure.seatsLeft);

interface BookingFormProps {
  departure: Departure;
}

/**
 * A booking of seats on `departure`: the room, the travellers, the lead contact and consent to the
 * privacy notice. With the app: sent in place, the total shown as the visitor chooses, then on to the
 * booking's private page. Without: a plain form the shell's server sends (see forms/booking-form.ts).
 */
export function BookingForm({ departure }: BookingFormProps) {
  const [params] = useSearchParams();
  const posted = usePostedForm('booking');
  const firstCount = posted
    ? travellersIn(posted.values)
    : Math.min(travellerCount(Number(params.get('travellers') ?? 1)), mostTravellers(departure));
  const fields = useFormFields(emptyBookingFields(firstCount), 'booking');
  const count = travellersIn(fields.values);
  const navigate = useNavigate();
  const live = useIsLive();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Notice>();
  const action = useFormAction('booking');
  const roomError = useId();
  const consentError = useId();

  const postedNotice = useFormNotice('booking', BOOKING_FEEDBACK, fields.values);
  const notice = refusal ?? postedNotice;
  const total = bookingPrice(departure, fields.values.room ?? '', count);
  const carries = { departureId: departure.id };

  const resize = (wanted: number) =>
    fields.change((current) => {
      let next = current;
      while (travellersIn(next) > wanted) next = withoutTraveller(next, travellersIn(next) - 1);
      const grown = emptyBookingFields(wanted);
      return { ...grown, ...next };
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(undefined);
    try {
      const answer = await call('createBooking', {
        body: bookingForm.body({ ...fields.values, ...carries }),
      });
      navigate(receivedPath(answer.manageUrl));
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      if (!fields.showIssues(issues)) setRefusal(BOOKING_FEEDBACK.failure(serverTextOf(error)));
      setSending(false);
    }
  };

  return (
    <>
      <TravellerCountChoice
        keep={{ package: departure.packageId, departure: departure.id }}
        count={count}
        max={mostTravellers(departure)}
        onChange={resize}
      />
      <Form
        ref={fields.formRef}
        id={formAnchor('booking')}
        method="post"
        action={action}
        onSubmit={onSubmit}
        aria-label="Booking"
      >
        <FormNotice notice={notice} />
        <FormIdentity form="booking" carries={carries} />
        <Group aria-describedby={fields.errors.room ? roomError : undefined}>
          <legend>Room type</legend>
          <Hint>Prices are per person.</Hint>
          {roomsByPrice(departure).map((room) => (
            <Choice key={room.type}>
              <input
                type="radio"
                name="room"
                value={room.type}
                required
                checked={fields.values.room === room.type}
                onChange={() => fields.set('room', room.type)}
              />
              <span>{ROOM_LABELS[room.type]}</span>
              <strong>{formatNaira(room.price)}</strong>
            </Choice>
          ))}
          {fields.errors.room ? <FieldError id={roomError}>{fields.errors.room}</FieldError> : null}
        </Group>

        {Array.from({ length: count }, (_, index) => (
          <Group key={travellerField(index, 'fullName')}>
            <legend>Traveller {index + 1}</legend>
            {index === 0 ? <Hint>{TRAVELLER_HINT}</Hint> : null}
            <TextField
              label="Full name, as in the passport"
              required
              autoComplete={index === 0 ? 'name' : 'off'}
              {...fields.bind(travellerField(index, 'fullName'))}
            />
            <TextField
              label="Passport number (optional for now)"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              {...fields.bind(travellerField(index, 'passportNumber'))}
            />
            <TextField
              label="Date of birth (optional for now)"
              type="date"
              autoComplete={index === 0 ? 'bday' : 'off'}
              {...fields.bind(travellerField(index, 'dateOfBirth'))}
            />
            {live && count > 1 ? (
              <Button
                type="button"
                $variant="ghost"
                onClick={() => fields.change((current) => withoutTraveller(current, index))}
              >
                Remove traveller {index + 1}
              </Button>
            ) : null}
          </Group>
        ))}
        {live && count < mostTravellers(departure) ? (
          <Button type="button" $variant="secondary" onClick={() => resize(count + 1)}>
            Add a traveller
          </Button>
        ) : null}

        <Group>
          <legend>Lead contact</legend>
          <Hint>Who we call or WhatsApp about this booking, and where we e-mail it.</Hint>
          <ContactFields names={CONTACT_FIELDS} bind={fields.bind} />
        </Group>

        <div>
          <Choice>
            <input
              type="checkbox"
              name="consent"
              value={CONSENT_GIVEN}
              required
              checked={fields.values.consent === CONSENT_GIVEN}
              onChange={(event) => fields.set('consent', event.target.checked ? CONSENT_GIVEN : '')}
              aria-invalid={fields.errors.consent ? true : undefined}
              aria-describedby={fields.errors.consent ? consentError : undefined}
            />
            <span>
              I agree that Safa Travels &amp; Tours uses these details to arrange this trip, as its{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>{' '}
              says.
            </span>
          </Choice>
          {fields.errors.consent ? <FieldError id={consentError}>{fields.errors.consent}</FieldError> : null}
        </div>

        <Honeypot value={fields.values.website ?? ''} onChange={(value) => fields.set('website', value)} />

        <Summary aria-live="polite" aria-label="What this booking comes to">
          {total ? (
            <>
              <dt>
                Total for {count} {count === 1 ? 'traveller' : 'travellers'}
              </dt>
              <dd>{formatNaira(total.total)}</dd>
              <dt>Due now to hold the seats</dt>
              <dd>{formatNaira(total.depositDue)}</dd>
            </>
          ) : (
            <>
              <dt>Total</dt>
              <dd>Choose a room</dd>
            </>
          )}
        </Summary>

        <Button type="submit" disabled={sending}>
          {sending ? 'Booking...' : 'Book now'}
        </Button>
      </Form>
    </>
  );
}
