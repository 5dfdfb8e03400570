import { type MessagePlan, queued } from '../../src/modules/bookings/booking-messages';
import { nextDaytime } from '../../src/modules/notifications/daytime';

const EVERY_CHANNEL: MessagePlan = {
  email: true,
  whatsapp: true,
  sms: true,
  operatorWhatsApp: true,
  daytime: [8, 20],
};
const BOTH = { whatsapp: true, sms: true };

describe('the Lagos daytime', () => {
  it('is now between 8:00 and 20:00 in Lagos (UTC+1), else the next 8:00', () => {
    const at = (iso: string) => nextDaytime(new Date(iso), [8, 20]).toISOString();
    expect(at('2026-11-27T07:00:00.000Z')).toBe('2026-11-27T07:00:00.000Z');
    expect(at('2026-11-27T18:59:59.000Z')).toBe('2026-11-27T18:59:59.000Z');
    expect(at('2026-11-27T19:00:00.000Z')).toBe('2026-11-28T07:00:00.000Z');
    expect(at('2026-11-27T23:30:00.000Z')).toBe('2026-11-28T07:00:00.000Z');
    expect(at('2026-11-28T06:59:00.000Z')).toBe('2026-11-28T07:00:00.000Z');
  });
});

describe('a booking’s message', () => {
  const night = new Date('2026-11-27T21:30:00.000Z');
  const plan = (changes: Partial<MessagePlan>) => ({ ...EVERY_CHANNEL, ...changes });
  const channels = (entries: ReturnType<typeof queued>) =>
    entries.map((entry) => `${entry.channel}:${entry.to}`);

  it('goes by e-mail and WhatsApp to the customer who kept WhatsApp, by SMS to one who kept only SMS', () => {
    expect(channels(queued({ kind: 'receipt' }, { plan: EVERY_CHANNEL, choice: BOTH }, night))).toEqual([
      'email:customer',
      'whatsapp:customer',
    ]);
    expect(
      channels(
        queued({ kind: 'receipt' }, { plan: EVERY_CHANNEL, choice: { whatsapp: false, sms: true } }, night),
      ),
    ).toEqual(['email:customer', 'sms:customer']);
    expect(
      channels(queued({ kind: 'receipt' }, { plan: plan({ whatsapp: false }), choice: BOTH }, night)),
    ).toEqual(['email:customer', 'sms:customer']);
    expect(
      channels(
        queued({ kind: 'receipt' }, { plan: EVERY_CHANNEL, choice: { whatsapp: false, sms: false } }, night),
      ),
    ).toEqual(['email:customer']);
  });

  it('goes to the operator’s WhatsApp too when it is set', () => {
    expect(channels(queued({ kind: 'proofToAgency' }, { plan: EVERY_CHANNEL, choice: BOTH }, night))).toEqual(
      ['email:agency', 'whatsapp:agency'],
    );
    expect(
      channels(
        queued({ kind: 'proofToAgency' }, { plan: plan({ operatorWhatsApp: false }), choice: BOTH }, night),
      ),
    ).toEqual(['email:agency']);
  });

  it('waits for the Lagos morning on a phone, unless urgent; an e-mail goes at once', () => {
    const [email, whatsapp] = queued({ kind: 'receipt' }, { plan: EVERY_CHANNEL, choice: BOTH }, night);
    expect(email?.nextAttemptAt).toEqual(night);
    expect(whatsapp?.nextAttemptAt.toISOString()).toBe('2026-11-28T07:00:00.000Z');
    const holdEnds = new Date('2026-11-28T05:00:00.000Z');
    const [, urgent] = queued(
      { kind: 'holdEnding', expiresAt: holdEnds },
      { plan: EVERY_CHANNEL, choice: BOTH },
      night,
    );
    expect(urgent?.nextAttemptAt).toEqual(night);
    expect(urgent?.expiresAt).toEqual(holdEnds);
  });

  it('is queued on no channel when none is on', () => {
    const none = plan({ email: false, whatsapp: false, sms: false, operatorWhatsApp: false });
    expect(queued({ kind: 'receipt' }, { plan: none, choice: BOTH }, night)).toEqual([]);
  });
});
