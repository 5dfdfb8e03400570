import { Button, media } from '@safa/shared-ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { ENQUIRY_FEEDBACK } from '../../components/forms/feedback';
import { FormGrid } from '../../components/forms/form-styles';
import { Honeypot } from '../../components/forms/Honeypot';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { useMessageSender } from '../../components/forms/useMessageSender';
import { EMPTY_FLIGHT_REQUEST, flightRequestMessage } from './flight-request';

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  ${media.up('sm')} { grid-template-columns: 1fr 1fr; }
`;

/** A flight and hotel request, sent to the agency as a `flightmessage`. */
export function FlightRequestForm() {
  const fields = useFormFields(EMPTY_FLIGHT_REQUEST);
  const { sending, send } = useMessageSender(ENQUIRY_FEEDBACK);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { name, phone, email, website } = fields.values;
    const sent = await send({
      name,
      phone,
      email,
      message: flightRequestMessage(fields.values),
      category: 'flightmessage',
      ...(website ? { website } : {}),
    });
    if (sent) fields.reset();
  };

  return (
    <FormGrid onSubmit={onSubmit} aria-labelledby="flight-request-title" style={{ maxWidth: 'none' }}>
      <Pair>
        <TextField label="From" required placeholder="e.g. Lagos" {...fields.bind('from')} />
        <TextField label="To" required placeholder="e.g. Jeddah" {...fields.bind('to')} />
      </Pair>
      <Pair>
        <TextField label="Departure date" type="date" required {...fields.bind('departure')} />
        <TextField label="Return date (optional)" type="date" {...fields.bind('returnDate')} />
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
