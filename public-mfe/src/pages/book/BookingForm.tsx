import { ApiError, call } from '@safa/api-client';
import {
  bookingPrice,
  type Departure,
  ROOM_LABELS,
  roomFitProblem,
  TRAVELLER_TYPE_LABELS,
  TRAVELLER_TYPES,
} from '@safa/contract';
import { formAnchor } from '@safa/remote-types';
import { Button, FieldError, FieldLabel, formatNaira, Select, useIsLive } from '@safa/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Choice } from '../../components/forms/Choice';
import { ConsentField } from '../../components/forms/ConsentField';
import { ContactFields } from '../../components/forms/ContactFields';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { Honeypot } from '../../components/forms/Honeypot';
import { TextField } from '../../components/forms/TextField';
import { fieldIdOf, useFormFields } from '../../components/forms/useFormFields';
import {
  bookingForm,
  CHANNEL_FIELDS,
  CONTACT_FIELDS,
  emptyBookingFields,
  PAY_NOW,
  PLAN_FIELD,
  privatePathOf,
  receivedPath,
  SUBMISSION_FIELD,
  travellerCount,
  travellerField,
  travellersIn,
  travellerTypesIn,
  withoutTraveller,
} from '../../forms/booking-form';
import { useFormAction } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import { roomsByPrice } from '../../site/departures';
import { PayNowButton, RefusalNotice, RefusalSummary } from './BookingRefusal';
import { Group, Hint } from './booking-form-styles';
import { bookingRefusalOf, type RefusedBooking } from './booking-refusal';
import { ChannelChoiceField } from './ChannelChoiceField';
import { LastBookingNotice } from './LastBookingNotice';
import { rememberBooking } from './last-booking';
import { PlanChoice } from './PlanChoice';
import { TravellerCountChoice } from './TravellerCountChoice';
import { useRefusedPosting } from './useRefusedPosting';
import { useSubmissionKey } from './useSubmissionKey';

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
  max-width: 40rem;
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

const TRAVELLER_HINT =
  'Write each name exactly as in the passport. The passport number and date of birth can come later: we need them before the travellers’ list is final.';

/**
 * The form's first fields: empty, or what was posted and refused; a channel's checkbox left unticked
 * posts nothing, so the posted form's channels are as it posted them, not ticked again.
 */
function firstFields(count: number, posted: Fields | undefined): Fields {
  const empty = emptyBookingFields(count);
  if (!posted) return empty;
  return {
    ...empty,
    [CHANNEL_FIELDS.whatsapp]: posted[CHANNEL_FIELDS.whatsapp] ?? '',
    [CHANNEL_FIELDS.sms]: posted[CHANNEL_FIELDS.sms] ?? '',
  };
}

/** The most travellers the form offers: the contract's most, and no more than the seats left. */
const mostTravellers = (departure: Departure) => travellerCount(departure.seatsLeft);

interface BookingFormProps {
  departure: Departure;
  /** The booking sent with the app and refused as a whole (said where the customer tapped). */
  refused: RefusedBooking | undefined;
  /** Tells the page the booking was sent with the app: refused as a whole (it offers the ways on), or not yet answered. */
  onRefused: (refused: RefusedBooking | undefined) => void;
}

/**
 * A booking of seats on `departure`: the room, the travellers, the lead contact and consent to the
 * privacy notice. With the app: sent in place, the total shown as the visitor chooses, then on to the
 * booking's private page, a refusal said where the customer tapped. Without: a plain form the shell's
 * server sends (see forms/booking-form.ts), a refusal summed up at its top, which the page opens at.
 */
export function BookingForm({ departure, refused, onRefused }: BookingFormProps) {
  const [params] = useSearchParams();
  const posting = useRefusedPosting();
  const firstCount = posting
    ? travellersIn(posting.values)
    : Math.min(travellerCount(Number(params.get('travellers') ?? 1)), mostTravellers(departure));
  const fields = useFormFields(firstFields(firstCount, posting?.values), 'booking');
  const count = travellersIn(fields.values);
  const navigate = useNavigate();
  const live = useIsLive();
  const [sending, setSending] = useState(false);
  // Once the app has sent the form, what the page came back with is old news.
  const [sentHere, setSentHere] = useState(false);
  const action = useFormAction('booking');
  const roomError = useId();

  const submission = useSubmissionKey();
  const types = travellerTypesIn(fields.values);
  const total = bookingPrice(departure, fields.values.room ?? '', types);
  const chosenRoom = departure.rooms.find((room) => room.type === fields.values.room)?.type;
  // Said before sending: the API refuses the same in the same words.
  const doesNotFit = chosenRoom && roomFitProblem(departure, chosenRoom, types);
  const roomProblem = fields.errors.room ?? doesNotFit;
  const carries = { departureId: departure.id, [SUBMISSION_FIELD]: submission };
  const postedRefusal = sentHere ? undefined : posting;

  const resize = (wanted: number) =>
    fields.change((current) => {
      let next = current;
      while (travellersIn(next) > wanted) next = withoutTraveller(next, travellersIn(next) - 1);
      const grown = emptyBookingFields(wanted);
      return { ...grown, ...next };
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (doesNotFit) {
      document.getElementById(fieldIdOf('booking', 'room'))?.focus();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const payNow: Fields =
      submitter?.getAttribute('name') === PAY_NOW.name ? { [PAY_NOW.name]: PAY_NOW.value } : {};
    setSending(true);
    setSentHere(true);
    onRefused(undefined);
    try {
      const answer = await call('createBooking', {
        body: bookingForm.body({ ...fields.values, ...carries, ...payNow }),
      });
      rememberBooking({
        departureId: departure.id,
        reference: answer.reference,
        path: privatePathOf(answer.manageUrl),
        at: Date.now(),
        submission: carries[SUBMISSION_FIELD],
      });
      navigate(receivedPath(answer));
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      if (!fields.showIssues(issues)) onRefused({ refusal: bookingRefusalOf(error), values: fields.values });
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
      <LastBookingNotice departureId={departure.id} />
      <Form
        ref={fields.formRef}
        id={formAnchor('booking')}
        method="post"
        action={action}
        onSubmit={onSubmit}
        aria-label="Booking"
      >
        {postedRefusal ? (
          <RefusalSummary refusal={postedRefusal.refusal} problems={postedRefusal.problems} />
        ) : null}
        <FormIdentity form="booking" carries={carries} />
        <Group aria-describedby={roomProblem ? roomError : undefined}>
          <legend>Room type</legend>
          <Hint>Prices are per person.</Hint>
          {roomsByPrice(departure).map((room, index) => (
            <Choice key={room.type}>
              <input
                id={index === 0 ? fieldIdOf('booking', 'room') : undefined}
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
          {roomProblem ? (
            <FieldError id={roomError} role="alert">
              {roomProblem}
            </FieldError>
          ) : null}
        </Group>

        {Array.from({ length: count }, (_, index) => (
          <Group key={travellerField(index, 'fullName')}>
            <legend>Traveller {index + 1}</legend>
            {index === 0 ? <Hint>{TRAVELLER_HINT}</Hint> : null}
            <FieldLabel>
              <span>Who travels</span>
              <Select {...fields.bind(travellerField(index, 'type'))}>
                {TRAVELLER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TRAVELLER_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            </FieldLabel>
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

        {departure.plans.length > 0 ? (
          <Group>
            <legend>How you pay</legend>
            <PlanChoice
              offered={departure.plans}
              chosen={fields.values[PLAN_FIELD]}
              onChoose={(plan) => fields.set(PLAN_FIELD, plan)}
            />
          </Group>
        ) : null}

        <ChannelChoiceField values={fields.values} set={fields.set} />

        <ConsentField purpose="to arrange this trip" fields={fields} />

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
        {refused ? <RefusalNotice refusal={refused.refusal} /> : null}
        {postedRefusal?.refusal?.heldUnpaid ? <PayNowButton /> : null}
      </Form>
    </>
  );
}
