import { earliestTodayOnEarth, localToday, tripDateProblems } from '@safa/contract';
import { media, useBrowserValue } from '@safa/shared-ui';
import styled from 'styled-components';
import { ContactFields } from '../../components/forms/ContactFields';
import { ENQUIRY_FEEDBACK } from '../../components/forms/feedback';
import { MessageForm } from '../../components/forms/MessageForm';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { flightForm } from '../../forms/flight-form';
import { SENDER_FIELDS } from '../../forms/site-form';
import { EMPTY_FLIGHT_REQUEST } from './flight-request';

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  ${media.up('sm')} { grid-template-columns: 1fr 1fr; }
`;

/**
 * A flight and hotel request, sent to the agency as a `flightmessage` with its trip. No departure
 * before today, no return before the departure: the date pickers start there, and a date typed
 * outside says why next to it (the server checks the same). Posted as a plain form without the app.
 */
export function FlightRequestForm() {
  const fields = useFormFields(EMPTY_FLIGHT_REQUEST, 'flight');
  // The visitor's own today once the page is live; the server, rendering first, takes the earliest one.
  const today = useBrowserValue(localToday, earliestTodayOnEarth);
  const dateProblems = tripDateProblems(fields.values, today);

  return (
    <MessageForm
      form="flight"
      fields={fields}
      feedback={ENQUIRY_FEEDBACK}
      message={() => (Object.keys(dateProblems).length > 0 ? undefined : flightForm.body(fields.values))}
      aria-labelledby="flight-request-title"
      style={{ maxWidth: 'none' }}
    >
      <Pair>
        <TextField label="From" required placeholder="e.g. Lagos" {...fields.bind('from')} />
        <TextField label="To" required placeholder="e.g. Jeddah" {...fields.bind('to')} />
      </Pair>
      <Pair>
        <TextField
          label="Departure date"
          type="date"
          required
          min={today}
          {...fields.bind('departure')}
          error={dateProblems.departure ?? fields.errors.departure}
        />
        <TextField
          label="Return date (optional)"
          type="date"
          min={fields.values.departure || today}
          {...fields.bind('returnDate')}
          error={dateProblems.returnDate ?? fields.errors.returnDate}
        />
      </Pair>
      <TextField label="Travellers" type="number" min={1} max={500} required {...fields.bind('travellers')} />
      <TextField
        label="Hotel needs (optional)"
        multiline
        placeholder="City, dates, number of rooms, budget"
        {...fields.bind('hotel')}
      />
      <ContactFields names={SENDER_FIELDS} bind={fields.bind} />
    </MessageForm>
  );
}
