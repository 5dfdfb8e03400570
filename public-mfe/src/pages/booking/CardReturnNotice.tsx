import { BadNews, GoodNews } from './booking-styles';
import type { CardReturnState } from './useCardReturn';

/** What the page says, at its top, of the card payment the customer came back from. */
export function CardReturnNotice({ cardReturn }: { cardReturn: CardReturnState }) {
  switch (cardReturn.state) {
    case 'checking':
      return (
        <GoodNews role="status">
          <strong>Checking your card payment…</strong>
          <span>This takes a moment. If this stays, reload the page.</span>
        </GoodNews>
      );
    case 'paid':
      return (
        <GoodNews role="status">
          <strong>Payment received</strong>
          <span>Thank you: your card payment is recorded on this booking.</span>
        </GoodNews>
      );
    case 'failed':
      return (
        <BadNews $tone="error" role="alert">
          <strong>Card payment not received</strong>
          <span>{cardReturn.message}</span>
        </BadNews>
      );
    case 'unknown':
      return (
        <BadNews $tone="warning" role="alert">
          <strong>Your card payment is not checked yet</strong>
          <span>{cardReturn.message}</span>
        </BadNews>
      );
  }
}
