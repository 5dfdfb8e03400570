import { CHANNEL_STOP_ANSWER } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiPath, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import StopPage from './StopPage';

const SMS_TOKEN = `sms.${'a'.repeat(43)}`;

const page = (
  <Routes>
    <Route path="/stop" element={<StopPage />} />
  </Routes>
);

describe('a message’s stop link', () => {
  it('says which messages stop, and stops them when the button is tapped, the answer said in place', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/notifications/stops'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: CHANNEL_STOP_ANSWER.sms });
      }),
    );
    const user = userEvent.setup();
    renderPage(page, `/stop?token=${SMS_TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Stop our text messages (SMS)?' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stop text messages (SMS)' }));
    const form = screen.getByRole('form', { name: 'Stop our text messages (SMS)?' });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `SMS stopped${CHANNEL_STOP_ANSWER.sms}`,
    );
    expect(sent).toEqual([{ token: SMS_TOKEN }]);
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('says the API’s words when it refuses the link', async () => {
    server.use(
      http.post(apiPath('/notifications/stops'), () =>
        HttpResponse.json({ message: 'This link is not valid.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(page, `/stop?token=whatsapp.${'b'.repeat(43)}`);
    await user.click(screen.getByRole('button', { name: 'Stop WhatsApp messages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your messages were not stoppedThis link is not valid.',
    );
  });

  it('says a link cut short or mistyped is not valid, with the other ways to stop, and offers no button', () => {
    for (const address of [
      '/stop',
      `/stop?token=${SMS_TOKEN.slice(0, 20)}`,
      `/stop?token=email.${'a'.repeat(43)}`,
    ]) {
      const { unmount } = renderPage(page, address);
      expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(/reply STOP to our WhatsApp message/);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('is a plain post of its token in the server’s page, which comes back saying the messages stopped', async () => {
    const address = `/stop?token=${SMS_TOKEN}`;
    const served = await prepared(`https://safa.example${address}`);
    const document = await renderOnServer(page, address, served.initialData);
    const form = document.getElementById('stop-form') as HTMLFormElement;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', `${address}#stop-form`]);
    expect(form.querySelector('input[name="token"]')?.getAttribute('value')).toBe(SMS_TOKEN);

    const sentAddress = `${address}&sent=stop`;
    const sent = await prepared(`https://safa.example${sentAddress}`);
    const answered = await renderOnServer(page, sentAddress, sent.initialData);
    expect(answered.getElementById('stop-form')?.querySelector('[role="status"]')?.textContent).toBe(
      `SMS stopped${CHANNEL_STOP_ANSWER.sms}`,
    );
  });
});
