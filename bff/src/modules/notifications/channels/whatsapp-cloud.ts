import { z } from 'zod';
import type { WhatsAppSettings } from '../../../config';
import { PROVIDER_TIMEOUT_MS, ProviderError, providerAnswer } from './provider-error';

/** A template message, as the Cloud API sends it: an approved template, its body's parameters in order. */
export interface TemplateMessage {
  /** E.164 digits (2348031234567). */
  to: string;
  template: string;
  language: string;
  parameters: readonly string[];
  /** A file in the template's header (a receipt's PDF). */
  document?: { bytes: Buffer; filename: string };
}

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const uploadedSchema = z.object({ id: z.string() });

/**
 * Meta's WhatsApp Business Cloud API, through its documented calls alone:
 * `POST {WHATSAPP_API_URL}/{phone-number-id}/messages` (a template) and `…/media` (a file for its header).
 */
export function whatsAppCloud(settings: Pick<WhatsAppSettings, 'apiUrl' | 'phoneNumberId' | 'accessToken'>) {
  const base = `${settings.apiUrl}/${settings.phoneNumberId}`;
  const call = async (path: string, init: RequestInit) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${settings.accessToken}`, ...init.headers },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`WhatsApp could not be reached: ${(error as Error).message}`, false);
    }
    return providerAnswer(response, 'WhatsApp');
  };

  async function upload({ bytes, filename }: { bytes: Buffer; filename: string }): Promise<string> {
    const form = new FormData();
    form.append('messaging_product', 'whatsapp');
    form.append('type', 'application/pdf');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), filename);
    return uploadedSchema.parse(await call('/media', { method: 'POST', body: form })).id;
  }

  return {
    /** Sends a template message; answers its `wamid`, by which the webhook tells how it went. */
    async send(message: TemplateMessage): Promise<string> {
      const header = message.document && {
        type: 'header',
        parameters: [
          {
            type: 'document',
            document: { id: await upload(message.document), filename: message.document.filename },
          },
        ],
      };
      const body = {
        type: 'body',
        parameters: message.parameters.map((text) => ({ type: 'text', text })),
      };
      const answer = await call('/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: header ? [header, body] : [body],
          },
        }),
      });
      const sent = sentSchema.safeParse(answer);
      if (!sent.success) throw new ProviderError('WhatsApp answered without a message id', false);
      return sent.data.messages[0]?.id ?? '';
    },
  };
}

export type WhatsAppCloud = ReturnType<typeof whatsAppCloud>;
