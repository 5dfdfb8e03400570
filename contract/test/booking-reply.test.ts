import { bookingReplyLinks } from '../src/booking-reply';

const booking = {
  reference: 'SAFA-7K3Q9',
  trip: { packageTitle: 'Hajj 2026 Premium Package' },
  contact: { name: ' Amina  Bello', phone: '0803 123 4567', email: 'amina@example.com' },
};

describe('a reply to a booking', () => {
  it('opens WhatsApp at the international number, greeting the lead by first name and naming the booking', () => {
    expect(bookingReplyLinks(booking).whatsApp).toBe(
      `https://wa.me/2348031234567?text=${encodeURIComponent('Hello Amina, thank you for booking Hajj 2026 Premium Package (SAFA-7K3Q9). ')}`,
    );
  });

  it('writes an e-mail whose subject names the booking, and a call to the number as dialled', () => {
    const { email, call } = bookingReplyLinks(booking);
    const url = new URL(email);
    expect(url.pathname).toBe('amina%40example.com');
    expect(url.searchParams.get('subject')).toBe('Your booking SAFA-7K3Q9: Hajj 2026 Premium Package');
    expect(url.searchParams.get('body')).toBe(
      'Hello Amina, thank you for booking Hajj 2026 Premium Package (SAFA-7K3Q9). ',
    );
    expect(call).toBe('tel:+2348031234567');
  });

  it('has no WhatsApp link nor call for a number that cannot be understood or dialled', () => {
    const links = bookingReplyLinks({ ...booking, contact: { ...booking.contact, phone: 'ask me' } });
    expect(links.whatsApp).toBeUndefined();
    expect(links.call).toBeUndefined();
    expect(links.email).toMatch(/^mailto:amina%40example\.com\?subject=/);
  });
});
