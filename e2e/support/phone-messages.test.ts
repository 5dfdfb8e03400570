import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type PhoneStandIns,
  smsSent,
  startPhoneStandIns,
  WHATSAPP,
  whatsAppReceived,
} from './phone-messages';

describe('the phone stand-ins of a run', () => {
  let standIns: PhoneStandIns;

  beforeAll(async () => {
    standIns = await startPhoneStandIns({ whatsApp: 0, sms: 0 });
    // As the global setup tells the journeys, which run in other processes.
    process.env.E2E_WHATSAPP_URL = standIns.urls.whatsApp;
    process.env.E2E_SMS_URL = standIns.urls.sms;
  });

  afterAll(() => standIns.stop());

  it('gives the BFF the settings of both stand-ins, and messages at any hour', () => {
    expect(standIns.env).toMatchObject({
      WHATSAPP_API_URL: standIns.urls.whatsApp,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      OPERATOR_WHATSAPP: `+${WHATSAPP.operator}`,
      SMS_API_URL: standIns.urls.sms,
      MESSAGE_HOURS: '0-24',
    });
  });

  it('answers, to another process, the template messages and texts each was sent, in order', async () => {
    const template = (name: string) => ({
      messaging_product: 'whatsapp',
      to: '2348031234567',
      type: 'template',
      template: {
        name,
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'SAFA-1' }] }],
      },
    });
    for (const name of ['safa_booking_received', 'safa_cancelled']) {
      const sent = await fetch(`${standIns.env.WHATSAPP_API_URL}/${WHATSAPP.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${WHATSAPP.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(template(name)),
      });
      expect(sent.status).toBe(200);
    }
    await fetch(`${standIns.env.SMS_API_URL}/api/sms/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        to: '2348031234567',
        from: 'SafaTravel',
        sms: 'Booking SAFA-1',
        api_key: 'key',
      }),
    });

    const { sent } = await whatsAppReceived();
    expect(sent.map(({ template: name, to, parameters }) => ({ name, to, parameters }))).toEqual([
      { name: 'safa_booking_received', to: '2348031234567', parameters: ['SAFA-1'] },
      { name: 'safa_cancelled', to: '2348031234567', parameters: ['SAFA-1'] },
    ]);
    expect(await smsSent()).toEqual([
      expect.objectContaining({ to: '2348031234567', text: 'Booking SAFA-1' }),
    ]);
  });
});
