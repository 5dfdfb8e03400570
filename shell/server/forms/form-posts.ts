/**
 * Forms posted as plain HTML forms: without JavaScript, or before the app has started. The public
 * remote says what a form asks of the API (`readForm`, with the same contract and body as the app
 * sends); this server sends it to the BFF as the visitor's (their address, so the same limits count),
 * then answers as a page: on success a redirect to the page with `?sent=<form>` (POST, then GET, so a
 * reload sends nothing twice); on refusal the page rendered again with what was typed and why.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PostedForm } from '@safa/remote-types';
import type { ForwardedFor } from '../proxy';
import type { RenderedPage } from '../rendering/page-renderer';
import type { PublicRemoteSource } from '../rendering/public-remote';
import { readFormBody, UnreadableForm } from './form-body';

/** The field naming the form, and the honeypot (never shown again). */
const FORM_FIELD = 'form';
const HONEYPOT_FIELD = 'website';
/** Where the page the post redirects to says the form was sent. */
const SENT_PARAMETER = 'sent';

export interface FormPostOptions {
  publicRemote: PublicRemoteSource;
  bffUrl: URL;
  /** Renders a public page with the form posted on it. */
  render(address: URL, posted: PostedForm): Promise<RenderedPage>;
  /** The headers every page carries (its security policy). */
  pageHeaders: Record<string, string>;
  /** Who the visitor is, as the BFF is told (the proxy's rule). */
  forwarded: ForwardedFor;
  log: (event: Record<string, unknown>) => void;
}

/** What the API answered, or the words a visitor gets when it could not be reached. */
async function sendToApi(
  request: { method: string; path: string; body: unknown },
  incoming: IncomingMessage,
  { bffUrl, forwarded }: Pick<FormPostOptions, 'bffUrl' | 'forwarded'>,
): Promise<PostedForm['answer']> {
  try {
    const response = await fetch(new URL(`/api${request.path}`, bffUrl), {
      method: request.method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // The BFF counts its limits by the visitor's address, as for the app's own requests.
        ...forwarded(incoming),
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  } catch {
    return { status: 503, body: { message: 'Service temporarily unavailable' } };
  }
}

/** The page to go back to once the form was sent: the same, saying so, at the form. */
export function sentAddress(address: URL, form: string): string {
  const target = new URL(address.href);
  target.searchParams.set(SENT_PARAMETER, form);
  target.hash = `${form}-form`;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The page of this site a sent form leads to, when its answer names one (never another site). */
function landingOf(request: { landing?: (answer: unknown) => string }, answer: unknown): string | undefined {
  try {
    const path = request.landing?.(answer);
    return path && /^\/(?![/\\])/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function formPosts(options: FormPostOptions) {
  const sendPage = (outgoing: ServerResponse, status: number, html: string) => {
    outgoing.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // It holds what the visitor typed: for them alone, and not kept.
      'cache-control': 'no-store',
      ...options.pageHeaders,
    });
    outgoing.end(html);
  };
  const backTo = (outgoing: ServerResponse, location: string) => {
    outgoing.writeHead(303, { location, 'cache-control': 'no-store' });
    outgoing.end();
  };

  /** Answers a form posted to the public page at `address`. */
  return async function answer(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    address: URL,
  ): Promise<void> {
    let fields: Record<string, string>;
    try {
      fields = await readFormBody(incoming);
    } catch (error) {
      const status = error instanceof UnreadableForm ? error.status : 400;
      outgoing.writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      outgoing.end(error instanceof Error ? error.message : 'The form could not be read.');
      return;
    }
    const remote = await options.publicRemote.get();
    const request = remote?.server.readForm(fields);
    const form = fields[FORM_FIELD];
    if (!request || !form) {
      // Not a form of the site (or the site's code is out of reach): back to the page, nothing sent.
      options.log({ msg: 'a posted form was not sent', url: address.pathname, form });
      backTo(outgoing, `${address.pathname}${address.search}`);
      return;
    }
    const answer = await sendToApi(request, incoming, options);
    if (answer.status >= 200 && answer.status < 300) {
      backTo(outgoing, landingOf(request, answer.body) ?? sentAddress(address, form));
      return;
    }
    const { [FORM_FIELD]: _form, [HONEYPOT_FIELD]: _honeypot, ...values } = fields;
    const page = await options.render(address, { form, values, answer });
    sendPage(outgoing, page.serverRendered ? answer.status : 503, page.html);
  };
}
