import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptMessages } from '../../../test/enquiry';
import { renderPage } from '../../../test/render';
import FlightsPage from './FlightsPage';

describe('Flight & Hotels', () => {
  it('lists the services', () => {
    renderPage(<FlightsPage />);
    for (const name of ['Flights', 'Hotels', 'Visa assistance', 'Travel insurance', 'Airport transfers']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Tourist, business, Hajj and Umrah visas/)).toBeInTheDocument();
  });

  it('sends the request as a flightmessage with the trip in the text, then clears the form', async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderPage(<FlightsPage />);
    await user.type(screen.getByLabelText('From'), 'Lagos');
    await user.type(screen.getByLabelText('To'), 'Jeddah');
    await user.type(screen.getByLabelText('Departure date'), '2026-03-01');
    await user.clear(screen.getByLabelText('Travellers'));
    await user.type(screen.getByLabelText('Travellers'), '3');
    await user.type(screen.getByLabelText('Hotel needs (optional)'), 'Two rooms near the Haram');
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Phone'), '08031234567');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success!' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Ada Obi',
        phone: '08031234567',
        email: 'ada@example.com',
        category: 'flightmessage',
        message:
          'Flight request: Lagos to Jeddah\nDeparture: 2026-03-01\nReturn: one way\nTravellers: 3\nHotel: Two rooms near the Haram',
      },
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('');
  });
});
