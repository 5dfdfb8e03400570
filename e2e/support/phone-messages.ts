/**
 * The messages the BFF sends to phones in a run: stand-ins of Meta's WhatsApp Cloud API and Termii's
 * SMS API, started with the stack on ports of their own; the journeys (in processes of their own)
 * read what each was sent from its `GET /__sent`, at the addresses the global setup gives them.
 */
import {
  SENT_PATH,
  type SmsSent,
  startSmsStandIn,
  startWhatsAppStandIn,
  type WhatsAppSent,
} from '@safa/test-support/phone-stand-ins';

/** The run's WhatsApp Business settings, made up (the stand-in checks the token, the BFF the signature). */
export const WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: 'e2e-whatsapp-access-token-0123456789',
  appSecret: 'e2e-whatsapp-app-secret-0123',
  verifyToken: 'e2e-verify-token',
  /** The operator's WhatsApp, told of the agency's events; as the stand-in sees it, E.164 digits. */
  operator: '2348030000001',
} as const;

const SMS = { apiKey: 'e2e-termii-api-key-0123', senderId: 'SafaTravel' } as const;

export interface PhoneStandIns {
  /** The BFF's settings for both (and MESSAGE_HOURS of the whole day: no journey waits for the Lagos morning). */
  env: Record<string, string>;
  /** Where each answers what it was sent (E2E_WHATSAPP_URL, E2E_SMS_URL for the journeys). */
  urls: { whatsApp: string; sms: string };
  stop(): Promise<void>;
}

/** Starts both stand-ins, on the ports given. */
export async function startPhoneStandIns(ports: { whatsApp: number; sms: number }): Promise<PhoneStandIns> {
  const whatsApp = await startWhatsAppStandIn({ port: ports.whatsApp, accessToken: WHATSAPP.accessToken });
  const sms = await startSmsStandIn({ port: ports.sms });
  return {
    env: {
      WHATSAPP_API_URL: whatsApp.url,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
      WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: WHATSAPP.verifyToken,
      OPERATOR_WHATSAPP: `+${WHATSAPP.operator}`,
      SMS_API_URL: sms.url,
      SMS_API_KEY: SMS.apiKey,
      SMS_SENDER_ID: SMS.senderId,
      MESSAGE_HOURS: '0-24',
    },
    urls: { whatsApp: whatsApp.url, sms: sms.url },
    async stop() {
      await whatsApp.stop();
      await sms.stop();
    },
  };
}

async function sentTo<Answer>(variable: 'E2E_WHATSAPP_URL' | 'E2E_SMS_URL'): Promise<Answer> {
  const url = process.env[variable];
  if (!url) throw new Error(`The e2e global setup did not provide ${variable}`);
  const response = await fetch(`${url}${SENT_PATH}`);
  if (!response.ok) throw new Error(`${url}${SENT_PATH} answered ${response.status}`);
  return (await response.json()) as Answer;
}

export interface WhatsAppReceived {
  sent: WhatsAppSent[];
  /** The files uploaded for templates' headers, by media id. */
  media: Record<string, { type: string; bytes: number }>;
}

/** What the WhatsApp stand-in was sent so far, in order. */
export const whatsAppReceived = (): Promise<WhatsAppReceived> => sentTo<WhatsAppReceived>('E2E_WHATSAPP_URL');

/** The SMS the SMS stand-in was sent so far, in order. */
export const smsSent = async (): Promise<SmsSent[]> =>
  (await sentTo<{ sent: SmsSent[] }>('E2E_SMS_URL')).sent;
