import { type Booking, type BookingMessageView, MESSAGE_CHANNEL_LABELS } from '@safa/contract';
import { DataTable, formatDate } from '@safa/shared-ui';
import { Unbroken } from '../../../common/layout';
import { Lines, Muted, Panel } from '../booking-layout';
import { channelsText, deliveryDetails, deliveryText, kindLabel, recipientLabel } from './message-text';

/** How it went, and under it what else is worth knowing (times, tries, the last error). */
function Delivery({ message }: { message: BookingMessageView }) {
  return (
    <Lines>
      <li>{deliveryText(message)}</li>
      {deliveryDetails(message).map((detail) => (
        <li key={detail}>
          <Muted>{detail}</Muted>
        </li>
      ))}
    </Lines>
  );
}

/**
 * What a booking's messages told the customer and the agency, in the order they were queued: on which
 * channel, and how each went (delivered, read, failed and sent by SMS instead, waiting for the Lagos
 * morning, not sent and why); and the channels the customer gets them on.
 */
export function MessagesPanel({ booking }: { booking: Booking }) {
  return (
    <Panel $area="messages" aria-labelledby="booking-messages">
      <h3 id="booking-messages">Messages</h3>
      <p>
        <strong>The customer’s channels:</strong> {channelsText(booking.channels)}
      </p>
      <DataTable
        caption={`Messages of ${booking.reference}`}
        columns={[
          { header: 'Queued', cell: (message) => <Unbroken>{formatDate(message.queuedAt, true)}</Unbroken> },
          { header: 'Message', cell: (message) => kindLabel(message.kind) },
          { header: 'To', cell: (message) => recipientLabel(message.to) },
          { header: 'Channel', cell: (message) => MESSAGE_CHANNEL_LABELS[message.channel] },
          { header: 'Delivery', cell: (message) => <Delivery message={message} /> },
        ]}
        rows={booking.messages}
        rowKey={(message) => message.id}
        emptyText="No messages yet"
      />
    </Panel>
  );
}
