import { earliestTodayOnEarth, localToday, tripDateProblems } from '@safa/contract';
import { Button, media } from '@safa/shared-ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useFormNotice } from '../../components/forms/FormNotice';
import { ENQUIRY_FEEDBACK } from '../../components/forms/feedback';
import { FormGrid } from '../../components/forms/form-styles';
import { Honeypot } from '../../components/forms/Honeypot';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { useMessageSender } from '../../components/forms/useMessageSender';
import { useBrowserValue } from '../../components/useBrowserValue';
import { flightForm } from '../../forms/flight-form';
import { formAnchor, useFormAction } from '../../forms/posted-form';
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
  const { sending, send } = useMessageSender(ENQUIRY_FEEDBACK, fields.showIssues);
  const notice = useFormNotice('flight', ENQUIRY_FEEDBACK, EMPTY_FLIGHT_REQUEST);
  // The visitor's own today once the page is live; the server, rendering first, takes the earliest one.
  const today = useBrowserValue(localToday, earliestTodayOnEarth);
  const dateProblems = tripDateProblems(fields.values, today);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(dateProblems).length > 0) return;
    const sent = await send(flightForm.body(fields.values));
    if (sent) fields.reset();
  };

  return (
    <FormGrid
      ref={fields.formRef}
      id={formAnchor('flight')}
      method="post"
      action={useFormAction('flight')}
      onSubmit={onSubmit}
      aria-labelledby="flight-request-title"
      style={{ maxWidth: 'none' }}
    >
      <FormNotice notice={notice} />
      <FormIdentity form="flight" />
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
      <Pair>
        <TextField label="Name" required autoComplete="name" {...fields.bind('name')} />
        <TextField label="Phone" type="tel" required autoComplete="tel" {...fields.bind('phone')} />
      </Pair>
      <TextField label="Email" type="email" required autoComplete="email" {...fields.bind('email')} />
      <Honeypot value={fields.values.website} onChange={(value) => fields.set('website', value)} />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'SEND'}
      </Button>
    </FormGrid>
  );
}
