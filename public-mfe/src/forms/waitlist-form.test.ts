import { readForm } from './site-forms';
import { waitlistFieldsOf } from './waitlist-form';

describe('the waitlist form as the API reads it', () => {
  it('asks to be told about the departure it carries, with the seats as a number and consent as a yes', () => {
    const request = readForm({
      form: 'waitlist',
      departureId: '65a1b2c3d4e5f60718293a4b',
      name: 'Aisha Bello',
      phone: '0803 123 4567',
      email: 'aisha@example.com',
      seats: '2',
      consent: 'yes',
      website: '',
    });
    expect(request).toEqual({
      method: 'POST',
      path: '/departures/65a1b2c3d4e5f60718293a4b/waitlist',
      body: {
        name: 'Aisha Bello',
        phone: '0803 123 4567',
        email: 'aisha@example.com',
        seats: 2,
        consent: true,
      },
    });
  });

  it('names its departure as it was given, never as more of the path', () => {
    expect(readForm({ form: 'waitlist', departureId: '../bookings' })?.path).toBe(
      '/departures/..%2Fbookings/waitlist',
    );
  });

  it('is filled in from a refused booking: its lead contact, a seat for each traveller', () => {
    expect(
      waitlistFieldsOf({
        'contact.name': 'Aisha Bello',
        'contact.phone': '0803 123 4567',
        'contact.email': 'aisha@example.com',
        'travellers.0.fullName': 'Aisha Bello',
        'travellers.1.fullName': 'Musa Bello',
      }),
    ).toEqual({ name: 'Aisha Bello', phone: '0803 123 4567', email: 'aisha@example.com', seats: '2' });
  });
});
