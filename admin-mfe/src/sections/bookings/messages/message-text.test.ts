import { formatDate } from '@safa/shared-ui';
import { bookingMessage } from '../../../../test/fixtures';
import { at } from '../../../../test/render-admin';
import { channelsText, deliveryDetails, deliveryText, kindLabel } from './message-text';

/** Day 1 at 10:00, when message 1 was queued. */
const NOW = new Date(at(1));
const LATER = at(1, 19);

describe('a booking message in words', () => {
  it('names its event, a kind the BFF added since in its own words', () => {
    expect(kindLabel('refundToAgency')).toBe('Money to refund (agency)');
    expect(kindLabel('balanceReminder')).toBe('Balance reminder');
    expect(kindLabel('seatsReleasedAgain')).toBe('Seats released again');
  });

  it('says how a WhatsApp message went as far as Meta said, and when it went by SMS instead', () => {
    const whatsApp = bookingMessage(1, { channel: 'whatsapp' });
    expect(deliveryText(whatsApp, NOW)).toBe('Sent, not delivered yet');
    expect(deliveryText({ ...whatsApp, delivery: 'failed' }, NOW)).toBe('Failed');
    expect(deliveryText({ ...whatsApp, delivery: 'failed', fellBackToSms: true }, NOW)).toBe(
      'Failed — sent by SMS instead',
    );
    expect(deliveryText({ ...whatsApp, delivery: 'sent', fellBackToSms: true }, NOW)).toBe(
      'Not delivered in time — sent by SMS instead',
    );
  });

  it('says whether a message not sent yet waits for its turn, the Lagos morning or another try', () => {
    const email = bookingMessage(1, { state: 'pending' });
    expect(deliveryText(email, NOW)).toBe('Waiting to be sent');
    expect(deliveryText({ ...email, dueAt: LATER }, NOW)).toBe(`Due ${formatDate(LATER, true)}`);
    expect(deliveryText({ ...email, channel: 'sms', dueAt: LATER }, NOW)).toBe(
      `Waiting for the morning (Lagos): ${formatDate(LATER, true)}`,
    );
    expect(deliveryText({ ...email, attempts: 1 }, NOW)).toBe('Failed; being tried again');
  });

  it('gives the last error with the failed tries, and once alone when nothing was tried', () => {
    const dropped = bookingMessage(1, {
      state: 'dropped',
      droppedReason: 'not sent in time',
      lastError: 'timeout',
    });
    expect(deliveryText(dropped, NOW)).toBe('Not sent: not sent in time');
    expect(deliveryDetails(dropped)).toEqual(['timeout']);
    expect(deliveryDetails({ ...dropped, attempts: 1 })).toEqual(['1 try failed: timeout']);
    expect(deliveryDetails({ ...dropped, lastError: 'not sent in time', attempts: 3 })).toEqual([
      '3 tries failed',
    ]);
  });

  it('names the channels the customer gets messages on', () => {
    expect(channelsText({ whatsapp: true, sms: true })).toBe('E-mail and WhatsApp; SMS when WhatsApp fails');
    expect(channelsText({ whatsapp: false, sms: true })).toBe('E-mail and SMS (no WhatsApp)');
    expect(channelsText({ whatsapp: false, sms: false })).toBe('E-mail only (no WhatsApp, no SMS)');
  });
});
