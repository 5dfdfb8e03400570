import { FIND_BOOKING_ANSWER } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiPath, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import FindBookingPage from './FindBookingPage';

/** Records what the form sends, and answers as the API does: the same whatever matched. */
function findAnswers(status = 200, message = FIND_BOOKING_ANSWER): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post(apiPath('/bookings/find'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message }, { status });
    }),
  );
  return sent;
}

async function askFor(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: 'Lost the link to your booking?' });
  await user.type(within(form).getByLabelText('Booking reference'), 'safa-7k3q9');
  await user.type(within(form).getByLabelText('Phone number or e-mail you booked with'), '+234 803 123 4567');
  await user.click(within(form).getByRole('button', { name: 'Send me the link' }));
  return form;
}

describe('find my booking', () => {
  it('asks for the reference and the phone or e-mail, and says the link was sent if they match, focused', async () => {
    const sent = findAnswers();
    const user = userEvent.setup();
    renderPage(<FindBookingPage />, '/find-booking');
    expect(screen.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeInTheDocument();
    const form = await askFor(user);
    const answer = await within(form).findByRole('status');
    expect(answer).toHaveTextContent(FIND_BOOKING_ANSWER);
    expect(answer.parentElement).toHaveFocus();
    expect(sent).toEqual([{ reference: 'safa-7k3q9', contact: '+234 803 123 4567' }]);
  });

  it('says the API’s words when it will not look (too many tries from here)', async () => {
    findAnswers(429, 'Too many tries: try again in an hour, or call us.');
    const user = userEvent.setup();
    renderPage(<FindBookingPage />, '/find-booking');
    const form = await askFor(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not look for your bookingToo many tries: try again in an hour, or call us.',
    );
  });

  it('is a plain form posted to its page, which then says the same answer, without the app', async () => {
    const { status, initialData } = await prepared('/find-booking');
    expect(status).toBe(200);
    const page = await renderOnServer(<FindBookingPage />, '/find-booking', initialData);
    const form = page.getElementById('find-form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
      'post',
      '/find-booking#find-form',
    ]);
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => input.getAttribute('name'))).toEqual([
      'form',
      'reference',
      'contact',
      'website',
    ]);
    const sent = await renderOnServer(<FindBookingPage />, '/find-booking?sent=find');
    expect(sent.querySelector('#find-form [role="status"]')?.textContent).toBe(
      `Thank you${FIND_BOOKING_ANSWER}`,
    );
  });
});
