import { z } from 'zod';
import type { SmsSettings } from '../../../config';
import { PROVIDER_TIMEOUT_MS, ProviderError, providerAnswer } from './provider-error';

const sentSchema = z.object({ message_id: z.union([z.string(), z.number()]).transform(String) });

/**
 * SMS through Termii's documented call, `POST {SMS_API_URL}/api/sms/send`, on its transactional DND
 * route: Nigerian numbers on Do-Not-Disturb get it, and at night too. Another Nigerian gateway fits
 * behind the same `send`.
 */
export function termiiSms(settings: SmsSettings) {
  return {
    /** Sends `text` to `to` (E.164 digits); answers the gateway's message id. */
    async send(to: string, text: string): Promise<string> {
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            to,
            from: settings.senderId,
            sms: text,
            type: 'plain',
            channel: 'dnd',
            api_key: settings.apiKey,
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(`The SMS gateway could not be reached: ${(error as Error).message}`, false);
      }
      const sent = sentSchema.safeParse(await providerAnswer(response, 'The SMS gateway'));
      if (!sent.success) throw new ProviderError('The SMS gateway answered without a message id', false);
      return sent.data.message_id;
    },
  };
}

export type SmsGateway = ReturnType<typeof termiiSms>;
