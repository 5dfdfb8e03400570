import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { apiPath, server } from './msw-server';

export const VISITOR = {
  name: 'Ada Obi',
  phone: '0803 123 4567',
  email: 'ada@example.com',
  message: 'Please call me.',
};

/** Answers POST /messages like the BFF (after a short wait), recording the bodies sent. */
export function acceptMessages() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/messages'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      await delay(100);
      const { website: _honeypot, ...message } = body;
      const stored = { ...message, id: 'm1', status: 'Unresponded', createdAt: new Date().toISOString() };
      return HttpResponse.json(stored, { status: 201 });
    }),
  );
  return bodies;
}

export function failMessages(body: Record<string, string> = { message: 'Too many messages, try later.' }) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.post(apiPath('/messages'), () => HttpResponse.json(body, { status: 500 })));
}

/** Answers POST /messages as the BFF refuses a body: 400 `{message, issues}`. */
export function refuseMessages(issues: { path: string[]; message: string }[]) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.post(apiPath('/messages'), () =>
      HttpResponse.json({ message: issues[0]?.message, issues }, { status: 400 }),
    ),
  );
}

/** Fills the visitor's name, phone, e-mail and message, and presses SEND. */
export async function sendEnquiry(user: UserEvent, form: HTMLElement = document.body) {
  const scope = screen.getAllByRole('textbox', { name: 'Name' }).find((input) => form.contains(input));
  if (!scope) throw new Error('no Name field in the form');
  await user.type(scope, VISITOR.name);
  for (const [label, value] of [
    ['Phone', VISITOR.phone],
    ['Email', VISITOR.email],
    ['Message', VISITOR.message],
  ] as const) {
    const field = screen.getAllByRole('textbox', { name: label }).find((input) => form.contains(input));
    if (!field) throw new Error(`no ${label} field in the form`);
    await user.type(field, value);
  }
  const send = screen.getAllByRole('button', { name: 'SEND' }).find((button) => form.contains(button));
  if (!send) throw new Error('no SEND button in the form');
  await user.click(send);
  return send;
}
