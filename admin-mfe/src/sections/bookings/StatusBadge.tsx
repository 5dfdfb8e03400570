import type { BookingStatus } from '@safa/contract';
import styled, { type DefaultTheme } from 'styled-components';
import { statusLabel } from './booking-text';

/**
 * Waiting for money in gold, a proof waiting for the operator in blue, money in in green, ended in
 * grey: every pair passes AA.
 */
const tones = (theme: DefaultTheme): Record<BookingStatus, { color: string; background: string }> => ({
  held: { color: theme.colors.accentText, background: theme.colors.accentLight },
  checking: { color: theme.colors.onPrimary, background: theme.colors.info },
  deposit_paid: { color: theme.colors.primaryDark, background: theme.colors.primaryLight },
  paid: { color: theme.colors.onPrimary, background: theme.colors.success },
  cancelled: { color: theme.colors.textMuted, background: theme.colors.surface },
  expired: { color: theme.colors.textMuted, background: theme.colors.surface },
});

const Badge = styled.span<{ $status: BookingStatus }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  /* Half a line's height: a pill on one line, a rounded box when it wraps. */
  border-radius: 0.75rem;
  font-size: 0.85rem;
  font-weight: 700;
  text-align: center;
  color: ${({ theme, $status }) => tones(theme)[$status].color};
  background: ${({ theme, $status }) => tones(theme)[$status].background};
`;

/** A long status ('Payment being checked') wraps in a narrow column rather than squeezing the others. */
export const StatusBadge = ({ status }: { status: BookingStatus }) => (
  <Badge $status={status}>{statusLabel(status)}</Badge>
);
