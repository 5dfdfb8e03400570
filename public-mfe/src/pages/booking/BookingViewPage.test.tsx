import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiPath, BOOKING_VIEW, server } from '../../../test/msw-server';
import { renderOnServer, renderPage } from '../../../test/render';
import { loadPageData } from '../../api/page-data';
import { SITE_ORIGIN_KEY } from '../../api/site-origin';
import BookingViewPage from './BookingViewPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

const page = (
  <Routes>
    <Route path="/booking" element={<BookingViewPage />} />
  </Routes>
);

beforeEach(() => {
  server.use(
    http.get(apiPath('/bookings/by-link'), ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json(BOOKING_VIEW)
        : HttpResponse.json({ message: 'This booking link is not valid.' }, { status: 404 }),
    ),
  );
});

describe('a booking’s private page', () => {
  it('confirms a booking just made: its reference, total, deposit, how long the seats are held, and the link to keep', async () => {
    renderPage(page, `/booking?token=${TOKEN}&sent=booking`);
    expect(await screen.findByText('Booking received')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('SAFA-7K3Q9');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₦21,000,000');
    expect(screen.getByTestId('booking-deposit')).toHaveTextContent('₦5,000,000');
    // 14:30 UTC is 15:30 in Lagos.
    expect(screen.getByText(/We hold your seats until/)).toHaveTextContent(
      'We hold your seats until 14 Jun 2026, 15:30 (Lagos time). Pay ₦5,000,000 by then to keep them.',
    );
    expect(screen.getByTestId('private-link')).toHaveTextContent(`http://localhost/booking?token=${TOKEN}`);
    expect(screen.getByText('Aisha Bello', { selector: 'li' })).toHaveTextContent('Passport •••••••67');
    expect(screen.getByText('Musa Bello', { selector: 'li' })).toHaveTextContent('Passport number to come');
    expect(screen.getByRole('link', { name: 'Premium Hajj 2026' })).toHaveAttribute(
      'href',
      '/eachpackage?id=h1',
    );
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the booking without the confirmation when opened again later', async () => {
    renderPage(page, `/booking?token=${TOKEN}`);
    expect(await screen.findByTestId('booking-reference')).toBeInTheDocument();
    expect(screen.queryByText('Booking received')).toBeNull();
  });

  it('is not found for a link that is no booking’s', async () => {
    renderPage(page, '/booking?token=nobodysbookingtokenatall0');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });

  it('is in the server’s page whole, the link to keep with the site’s origin; an unknown or missing token is not found', async () => {
    const address = new URL(`https://safa.example/booking?token=${TOKEN}`);
    const data = await loadPageData(address.pathname, address.searchParams, 1000);
    data.initialData[SITE_ORIGIN_KEY] = address.origin;
    const document = await renderOnServer(page, `${address.pathname}${address.search}`, data.initialData);
    expect(document.querySelector('[data-testid="private-link"]')?.textContent).toBe(
      `https://safa.example/booking?token=${TOKEN}`,
    );
    expect(document.querySelector('[data-testid="booking-reference"]')?.textContent).toBe('SAFA-7K3Q9');
    expect(
      (await loadPageData('/booking', new URLSearchParams('token=nobodysbookingtokenatall0'), 1000)).missing,
    ).toBe(true);
    expect((await loadPageData('/booking', new URLSearchParams(), 1000)).missing).toBe(true);
  });
});
