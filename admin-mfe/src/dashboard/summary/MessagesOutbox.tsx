import { type DashboardSummary, MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS } from '@safa/contract';
import { formatDate, media } from '@safa/shared-ui';
import styled, { css } from 'styled-components';
import { plural } from '../../common/plural';
import { Card } from './summary-card';

type Outbox = DashboardSummary['messages'];

/** Across the whole row on a wide screen, last; in the warning's colours while messages fail. */
const OutboxCard = styled(Card)<{ $failing: boolean }>`
  ${media.up('lg')} { grid-column: 1 / -1; }
  ${({ $failing, theme }) =>
    $failing &&
    css`
      border-left: 4px solid ${theme.colors.accent};
      background: ${theme.colors.accentLight};
    `}
`;

/** 'E-mail, WhatsApp and SMS' */
const names = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');

const are = (labels: string[]) => `${names(labels)} ${labels.length === 1 ? 'is' : 'are'}`;

/** 'E-mail and WhatsApp are on; SMS is off.' */
export function channelsState(channels: Outbox['channels']): string {
  const on = MESSAGE_CHANNELS.filter((channel) => channels[channel]).map(
    (channel) => MESSAGE_CHANNEL_LABELS[channel],
  );
  const off = MESSAGE_CHANNELS.filter((channel) => !channels[channel]).map(
    (channel) => MESSAGE_CHANNEL_LABELS[channel],
  );
  if (on.length === 0) return `${are(off)} off: no message is sent.`;
  return off.length === 0 ? `${are(on)} on.` : `${are(on)} on; ${are(off)} off.`;
}

/**
 * The messages' outbox (e-mail, WhatsApp and SMS to customers and to the agency): which channels are
 * on, what waits to be sent, what fails with the last error (in the warning's colours), and what was
 * given up with the last reason. Quiet while nothing fails.
 */
export function MessagesOutbox({ outbox }: { outbox: Outbox }) {
  const { pending, oldestPendingAt, failing, lastError, dropped, lastDropped } = outbox;
  return (
    <OutboxCard as="section" aria-labelledby="outbox-title" $failing={failing > 0}>
      <h3 id="outbox-title">Outgoing messages</h3>
      <p>{channelsState(outbox.channels)}</p>
      <p>
        {pending > 0
          ? `${plural(pending, 'message waits', 'messages wait')} to be sent${
              oldestPendingAt ? `, the oldest since ${formatDate(oldestPendingAt, true)}` : ''
            }.`
          : 'Nothing waits to be sent.'}
      </p>
      {failing > 0 ? (
        <p>
          <strong>{`${plural(failing, 'message fails', 'messages fail')}: they are tried again.`}</strong>
          {lastError ? ` The last error: ${lastError}` : null}
        </p>
      ) : null}
      {dropped > 0 ? (
        <p>
          {`${plural(dropped, 'message was', 'messages were')} given up.`}
          {lastDropped ? ` The last, ${formatDate(lastDropped.at, true)}: ${lastDropped.reason}` : null}
        </p>
      ) : null}
    </OutboxCard>
  );
}
