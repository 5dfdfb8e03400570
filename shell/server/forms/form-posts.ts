/**
 * Forms posted as plain HTML forms: without JavaScript, or before the app has started. The public
 * remote says what a form asks of the API (`readForm`, with the same contract and body as the app
 * sends); this server sends it to the BFF as the visitor's (their address, so the same limits count),
 * a form of fields as JSON and a form's file streamed on (see api-requests.ts), then answers as a
 * page: on success a redirect to the page with `?sent=<form>` (POST, then GET, so a reload sends
 * nothing twice), to the page the answer names, or to the card payment page; on refusal the page
 * rendered again with what was typed and why.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FORM_FIELD,
  type FormRequest,
  formAnchor,
  HONEYPOT_FIELD,
  type PostedForm,
  SENT_PARAMETER,
} from '@safa/remote-types';
import { PERSONAL_PAGE_HEADERS } from '../page-headers';
import type { ForwardedFor } from '../proxy';
import type { RenderedPage } from '../rendering/page-renderer';
import type { PublicRemote, PublicRemoteSource } from '../rendering/public-remote';
import { type ApiAnswer, sendFile, sendJson } from './api-requests';
import { readFormBody, UnreadableForm } from './form-body';
import { isMultipart, readMultipartForm } from './multipart-form';

export interface FormPostOptions {
  publicRemote: PublicRemoteSource;
  bffUrl: URL;
  /** Renders a public page with the form posted on it, for the visitor (as the BFF is told of them). */
  render(address: URL, posted: PostedForm, visitor: Record<string, string>): Promise<RenderedPage>;
  /** The headers every page carries (its security policy). */
  pageHeaders: Record<string, string>;
  /** Who the visitor is, as the BFF is told (the proxy's rule). */
  forwarded: ForwardedFor;
  /** The origin of the card payment page: the one other site a form leads to. */
  paymentPageOrigin: string;
  log: (event: Record<string, unknown>) => void;
}

/** A posted form's fields, and what the API answered when the form was one of the site's to send. */
interface Posted {
  fields: Record<string, string>;
  sent?: { form: string; request: FormRequest; answer: ApiAnswer };
}

/** The page to go back to once the form was sent: the same, saying so, at the form. */
export function sentAddress(address: URL, form: string): string {
  const target = new URL(address.href);
  target.searchParams.set(SENT_PARAMETER, form);
  target.hash = formAnchor(form);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The page of this site a sent form leads to, when its answer names one (never another site). */
function landingOf(request: FormRequest, answer: unknown): string | undefined {
  try {
    const path = request.landing?.(answer);
    return path && /^\/(?![/\\])/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The card payment page a sent form goes on to, as the API's answer names it: on that page's origin alone. */
function awayOf(request: FormRequest, answer: unknown, origin: string): string | undefined {
  try {
    const address = request.away && new URL(request.away(answer));
    return address?.origin === origin ? address.href : undefined;
  } catch {
    return undefined;
  }
}

export function formPosts(options: FormPostOptions) {
  const sendPage = (
    outgoing: ServerResponse,
    status: number,
    html: string,
    headers: Record<string, string>,
  ) => {
    outgoing.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // It holds what the visitor typed: for them alone, and not kept.
      'cache-control': 'no-store',
      ...options.pageHeaders,
      ...headers,
    });
    outgoing.end(html);
  };
  const redirect = (outgoing: ServerResponse, location: string, headers: Record<string, string>) => {
    outgoing.writeHead(303, { location, 'cache-control': 'no-store', ...headers });
    outgoing.end();
  };

  /** A form of fields (url-encoded): sent as JSON when it is one of the site's. */
  async function postFields(incoming: IncomingMessage, remote: PublicRemote | undefined): Promise<Posted> {
    const fields = await readFormBody(incoming);
    const form = fields[FORM_FIELD];
    const request = remote?.server.readForm(fields);
    if (!form || !request || request.upload) return { fields };
    return {
      fields,
      sent: { form, request, answer: await sendJson(request, incoming, options) },
    };
  }

  /** A form with a file (multipart): its file streamed on when the fields before it name a form that takes it. */
  async function postFile(incoming: IncomingMessage, remote: PublicRemote | undefined): Promise<Posted> {
    let sent: Posted['sent'];
    const fields = await readMultipartForm(incoming, async (before, file) => {
      const form = before[FORM_FIELD];
      const request = remote?.server.readForm(before);
      if (!form || !request?.upload || request.upload.field !== file.field) return;
      sent = { form, request, answer: await sendFile(request.path, file, request.upload, incoming, options) };
    });
    return { fields, sent };
  }

  /** Answers a form posted to the public page at `address`. */
  return async function answer(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    address: URL,
  ): Promise<void> {
    const remote = await options.publicRemote.get();
    // A private page's address (its token) reaches no other site, from the answer either.
    const headers = remote?.server.isPersonalPage(address) ? PERSONAL_PAGE_HEADERS : {};
    let posted: Posted;
    try {
      posted = await (isMultipart(incoming) ? postFile : postFields)(incoming, remote);
    } catch (error) {
      const status = error instanceof UnreadableForm ? error.status : 400;
      outgoing.writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      outgoing.end(error instanceof Error ? error.message : 'The form could not be read.');
      return;
    }
    const { fields, sent } = posted;
    if (!sent) {
      // Not a form of the site (or the site's code is out of reach): back to the page, nothing sent.
      options.log({ msg: 'a posted form was not sent', url: address.pathname, form: fields[FORM_FIELD] });
      redirect(outgoing, `${address.pathname}${address.search}`, headers);
      return;
    }
    const { form, request, answer } = sent;
    if (answer.status >= 200 && answer.status < 300) {
      const next =
        awayOf(request, answer.body, options.paymentPageOrigin) ??
        landingOf(request, answer.body) ??
        sentAddress(address, form);
      redirect(outgoing, next, headers);
      return;
    }
    const { [FORM_FIELD]: _form, [HONEYPOT_FIELD]: _honeypot, ...values } = fields;
    const page = await options.render(address, { form, values, answer }, options.forwarded(incoming));
    sendPage(outgoing, page.serverRendered ? answer.status : 503, page.html, headers);
  };
}
