import { localToday } from '@safa/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { acceptMessages, refuseMessages } from '../../../test/enquiry';
import { renderPage } from '../../../test/render';
import FlightsPage from './FlightsPage';

/** The visitor's date `days` from today, as a date input holds it. */
const inDays = (days: number) => localToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** Fills every required field of the request, leaving from `departure`. */
async function fillRequest(user: UserEvent, departure: string) {
  await user.type(screen.getByLabelText('From'), 'Lagos');
  await user.type(screen.getByLabelText('To'), 'Jeddah');
  await user.type(screen.getByLabelText('Departure date'), departure);
  await user.type(screen.getByLabelText('Name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Phone'), '08031234567');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
}

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
    const departure = inDays(30);
    await user.type(screen.getByLabelText('Departure date'), departure);
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
        message: `Flight request: Lagos to Jeddah\nDeparture: ${departure}\nReturn: one way\nTravellers: 3\nHotel: Two rooms near the Haram`,
        trip: { from: 'Lagos', to: 'Jeddah', departure, travellers: 3, hotel: 'Two rooms near the Haram' },
      },
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('offers no date before today, and refuses a departure typed in the past with a clear message', async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderPage(<FlightsPage />);
    const departure = screen.getByLabelText('Departure date');
    expect(departure).toHaveAttribute('min', inDays(0));
    expect(screen.getByLabelText('Return date (optional)')).toHaveAttribute('min', inDays(0));
    await fillRequest(user, inDays(-1));
    expect(departure).toHaveAccessibleDescription('The departure date cannot be in the past.');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(departure).toBeInvalid();
    expect(bodies).toEqual([]);
  });

  it('refuses a return before the departure, and sends once it is fixed', async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderPage(<FlightsPage />);
    await fillRequest(user, inDays(10));
    const back = screen.getByLabelText('Return date (optional)');
    expect(back).toHaveAttribute('min', inDays(10));
    await user.type(back, inDays(9));
    expect(back).toHaveAccessibleDescription('The return date cannot be before the departure date.');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(bodies).toEqual([]);
    await user.clear(back);
    await user.type(back, inDays(12));
    expect(back).toBeValid();
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success!' })).toBeInTheDocument();
    expect(bodies).toMatchObject([{ trip: { departure: inDays(10), returnDate: inDays(12) } }]);
  });

  it("shows the server's words at the trip field it refused, not in a dialog", async () => {
    refuseMessages([{ path: ['trip', 'departure'], message: 'The departure date cannot be in the past.' }]);
    const user = userEvent.setup();
    renderPage(<FlightsPage />);
    await fillRequest(user, inDays(1));
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Departure date')).toHaveAccessibleDescription(
        'The departure date cannot be in the past.',
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
