import type { DashboardSummary } from '@safa/contract';
import { formatDate, theme } from '@safa/shared-ui';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { seeAtWidth } from '../../../test/media-queries';
import { at, renderAdmin } from '../../../test/render-admin';
import { QUIET_OUTBOX, QUIET_SUMMARY, server } from '../../../test/server';

function serveOutbox(messages: Partial<DashboardSummary['messages']>) {
  server.use(
    http.get('*/api/dashboard/summary', () =>
      HttpResponse.json({ ...QUIET_SUMMARY, messages: { ...QUIET_OUTBOX, ...messages } }),
    ),
    http.get('*/api/messages/getallcontacts', () => HttpResponse.json([])),
  );
}

const outbox = () => screen.findByRole('region', { name: 'Outgoing messages' });

const WARNING = { backgroundColor: theme.colors.accentLight };

describe('the dashboard’s outgoing messages', () => {
  it('are quiet while nothing fails: which channels are on, and that nothing waits', async () => {
    serveOutbox({});
    renderAdmin('/admin/contacts');
    const card = await outbox();
    expect(card).toHaveTextContent('E-mail is on; WhatsApp and SMS are off.');
    expect(card).toHaveTextContent('Nothing waits to be sent.');
    expect(card).not.toHaveStyle(WARNING);
  });

  it('say what waits, what fails with the last error in the warning’s colours, and what was given up and why', async () => {
    serveOutbox({
      channels: { email: true, whatsapp: true, sms: true },
      pending: 3,
      oldestPendingAt: at(2),
      failing: 2,
      lastError: '(#131000) Something went wrong',
      dropped: 1,
      lastDropped: { at: at(1), reason: 'the customer stopped WhatsApp messages' },
    });
    renderAdmin('/admin/contacts');
    const card = await outbox();
    expect(card).toHaveTextContent('E-mail, WhatsApp and SMS are on.');
    expect(card).toHaveTextContent(
      `3 messages wait to be sent, the oldest since ${formatDate(at(2), true)}.`,
    );
    expect(card).toHaveTextContent(
      '2 messages fail: they are tried again. The last error: (#131000) Something went wrong',
    );
    expect(card).toHaveTextContent(
      `1 message was given up. The last, ${formatDate(at(1), true)}: the customer stopped WhatsApp messages`,
    );
    expect(card).toHaveStyle(WARNING);
  });

  it('say when no channel is on', async () => {
    serveOutbox({ enabled: false, channels: { email: false, whatsapp: false, sms: false } });
    renderAdmin('/admin/contacts');
    expect(await outbox()).toHaveTextContent('E-mail, WhatsApp and SMS are off: no message is sent.');
  });

  it('put the messages failing in the phone’s one line', async () => {
    seeAtWidth(375);
    serveOutbox({ failing: 1, pending: 1, lastError: 'timeout' });
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(
      within(summary).getByText(
        '0 unresponded · 1 message failing · 0 enquiries this week · 0 new subscribers',
      ),
    ).toBeInTheDocument();
  });
});
