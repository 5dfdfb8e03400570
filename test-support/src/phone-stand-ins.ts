import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/**
 * Local stand-ins of the providers the BFF reaches for messages to phones, answering their documented
 * calls as they do: Meta's WhatsApp Cloud API (`POST /{phone-number-id}/messages` and `…/media`) and
 * Termii's SMS API (`POST /api/sms/send`). Each keeps what it was sent, in order, and can be told to
 * refuse; a webhook event of the Cloud API can be made and signed as Meta signs it. `GET /__sent` (no
 * provider's call) answers what each was sent, for tests in other processes than the stand-in's.
 */

/** The path on each stand-in that answers what it was sent, as JSON. */
export const SENT_PATH = '/__sent';

/** A template message the Cloud API stand-in accepted. */
export interface WhatsAppSent {
  /** The `wamid` it answered. */
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The header's document, as uploaded: its media id and file name. */
  document?: { id: string; filename: string };
  at: Date;
}

export interface WhatsAppStandIn {
  url: string;
  sent: WhatsAppSent[];
  /** The files uploaded to `/media`, by id: their type and size. */
  media: Map<string, { type: string; bytes: number }>;
  /** Refuse the next messages to `to` (E.164 digits) with `status` (a 400 is Meta's "not a WhatsApp number"). */
  refuse(to: string, status?: number): void;
  /** Hold each answer this long (a slow Meta). */
  delayMs: number;
  stop(): Promise<void>;
}

export interface SmsSent {
  id: string;
  to: string;
  from: string;
  text: string;
  type: string;
  channel: string;
  apiKey: string;
}

export interface SmsStandIn {
  url: string;
  sent: SmsSent[];
  stop(): Promise<void>;
}

const json = (body: unknown) => JSON.stringify(body);

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The content type and size of the one file of a multipart body (enough for the media call). */
function fileOf(body: Buffer, contentType: string): { type: string; bytes: number } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const text = body.toString('latin1');
  const part = text
    .split(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`)
    .find((each) => each.includes('filename='));
  const type = /Content-Type: ([^\r\n]+)/i.exec(part ?? '')?.[1] ?? '';
  const content = part ? part.slice(part.indexOf('\r\n\r\n') + 4, -2) : '';
  return { type, bytes: Buffer.byteLength(content, 'latin1') };
}

/** The Cloud API's stand-in, on `port` (a free one by default). */
export async function startWhatsAppStandIn({
  port = 0,
  accessToken,
}: {
  port?: number;
  accessToken: string;
}): Promise<WhatsAppStandIn> {
  const sent: WhatsAppSent[] = [];
  const media = new Map<string, { type: string; bytes: number }>();
  const refusals = new Map<string, number>();
  let count = 0;
  const standIn: WhatsAppStandIn = {
    url: '',
    sent,
    media,
    delayMs: 0,
    refuse: (to, status = 400) => void refusals.set(to, status),
    stop: () => close(server),
  };
  const server = createServer((req: IncomingMessage, res) => {
    void (async () => {
      const body = await buffer(req);
      await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(json(value));
      };
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (req.method === 'GET' && path === SENT_PATH) {
        return answer(200, { sent, media: Object.fromEntries(media) });
      }
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return answer(401, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      }
      if (req.method === 'POST' && /^\/\d+\/media$/.test(path)) {
        count += 1;
        const id = `media-${count}`;
        const file = fileOf(body, req.headers['content-type'] ?? '');
        media.set(id, { type: file.type, bytes: file.bytes });
        return answer(200, { id });
      }
      if (req.method === 'POST' && /^\/\d+\/messages$/.test(path)) {
        const message = JSON.parse(body.toString('utf8')) as {
          to: string;
          template: {
            name: string;
            language: { code: string };
            components: Array<{
              type: string;
              parameters: Array<{ type: string; text?: string; document?: { id: string; filename: string } }>;
            }>;
          };
        };
        const refusal = refusals.get(message.to);
        if (refusal) {
          return answer(refusal, {
            error: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026 },
          });
        }
        count += 1;
        const id = `wamid.STANDIN${count}`;
        const bodyComponent = message.template.components.find((component) => component.type === 'body');
        const header = message.template.components.find((component) => component.type === 'header');
        const document = header?.parameters[0]?.document;
        sent.push({
          id,
          to: message.to,
          template: message.template.name,
          language: message.template.language.code,
          parameters: (bodyComponent?.parameters ?? []).map((parameter) => parameter.text ?? ''),
          ...(document && { document }),
          at: new Date(),
        });
        return answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id }],
        });
      }
      return answer(404, { error: { message: 'Unknown path' } });
    })();
  });
  standIn.url = await listen(server, port);
  return standIn;
}

/**
 * Termii's stand-in, on `port` (a free one by default); `onSent` hears of each message before it is
 * answered (a run that keeps them where other processes read them).
 */
export async function startSmsStandIn({
  port = 0,
  onSent,
}: {
  port?: number;
  onSent?: (sms: SmsSent) => Promise<void>;
} = {}): Promise<SmsStandIn> {
  const sent: SmsSent[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse((await buffer(req)).toString('utf8') || '{}') as Record<string, string>;
      if (req.method === 'GET' && req.url === SENT_PATH) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(json({ sent }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/api/sms/send') {
        res.writeHead(404).end();
        return;
      }
      const id = String(3_000_000_000 + sent.length + 1);
      const sms = {
        id,
        to: body.to ?? '',
        from: body.from ?? '',
        text: body.sms ?? '',
        type: body.type ?? '',
        channel: body.channel ?? '',
        apiKey: body.api_key ?? '',
      };
      sent.push(sms);
      await onSent?.(sms);
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(json({ code: 'ok', message_id: id, message: 'Successfully Sent', balance: 1000, user: 'Safa' }));
    })();
  });
  return { url: await listen(server, port), sent, stop: () => close(server) };
}

/** A Cloud API webhook event of message statuses (`delivered`, `read`, `failed`), as Meta posts it. */
export const whatsAppStatusEvent = (statuses: Array<{ id: string; status: string; recipient: string }>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            statuses: statuses.map(({ id, status, recipient }) => ({
              id,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: recipient,
            })),
          },
        },
      ],
    },
  ],
});

/** A Cloud API webhook event of a text a customer sent. */
export const whatsAppReplyEvent = ({
  id,
  from,
  name,
  text,
}: {
  id: string;
  from: string;
  name: string;
  text: string;
}) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            contacts: [{ wa_id: from, profile: { name } }],
            messages: [
              {
                id,
                from,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: text },
              },
            ],
          },
        },
      ],
    },
  ],
});

/** A webhook body and its `X-Hub-Signature-256`, as Meta signs it with the app's secret. */
export function signedWhatsAppEvent(event: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
}
