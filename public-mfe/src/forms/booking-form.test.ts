import {
  bookingForm,
  emptyBookingFields,
  receivedPath,
  travellersIn,
  withoutTraveller,
} from './booking-form';
import { readForm } from './site-forms';

const posted = {
  form: 'booking',
  departureId: '65a1b2c3d4e5f60718293a4b',
  room: 'double',
  'travellers.0.fullName': 'Aisha Bello',
  'travellers.0.passportNumber': 'a1234567',
  'travellers.0.dateOfBirth': '1985-03-02',
  'travellers.1.fullName': 'Musa Bello',
  'travellers.1.passportNumber': '',
  'travellers.1.dateOfBirth': '',
  'contact.name': 'Aisha Bello',
  'contact.phone': '0803 123 4567',
  'contact.email': 'aisha@example.com',
  consent: 'yes',
  website: '',
};

describe('the booking form as the API reads it', () => {
  it('is the contract’s body: each traveller with what was given, consent as a yes', () => {
    expect(readForm(posted)).toMatchObject({
      method: 'POST',
      path: '/bookings',
      body: {
        departureId: '65a1b2c3d4e5f60718293a4b',
        room: 'double',
        travellers: [
          { fullName: 'Aisha Bello', passportNumber: 'a1234567', dateOfBirth: '1985-03-02' },
          { fullName: 'Musa Bello' },
        ],
        contact: { name: 'Aisha Bello', phone: '0803 123 4567', email: 'aisha@example.com' },
        consent: true,
      },
    });
  });

  it('sends the one-time key the form carries, for the API to make one booking of it however often it comes', () => {
    const submission = '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(readForm({ ...posted, submission })?.body).toMatchObject({ submission });
    expect(readForm(posted)?.body).not.toHaveProperty('submission');
  });

  it('sends consent not given as refused, for the contract to say why', () => {
    const { consent: _consent, ...unticked } = posted;
    expect(bookingForm.body(unticked).consent).toBe(false);
  });

  it('leads to the booking’s private page, saying it was received, on this site whatever the API’s origin', () => {
    const request = readForm(posted);
    expect(
      request?.landing?.({ manageUrl: 'https://safa.example/booking?token=abc_DEF-123', payNow: false }),
    ).toBe('/booking?token=abc_DEF-123&sent=booking#booking-received');
    expect(receivedPath({ manageUrl: 'https://elsewhere.example/booking?token=t', payNow: false })).toBe(
      '/booking?token=t&sent=booking#booking-received',
    );
  });

  it('books paying the deposit now by card when that button sent it, and says so on the private page', () => {
    expect(readForm({ ...posted, payNow: 'card' })?.body).toMatchObject({ payNow: true });
    expect(readForm(posted)?.body).not.toHaveProperty('payNow');
    expect(receivedPath({ manageUrl: 'https://safa.example/booking?token=t', payNow: true })).toBe(
      '/booking?token=t&sent=booking&pay=card#booking-received',
    );
  });

  it('counts its travellers from their fields, and keeps what was typed when one is taken out', () => {
    expect(travellersIn(emptyBookingFields(3))).toBe(3);
    expect(travellersIn({})).toBe(1);
    const fields = withoutTraveller(posted, 0);
    expect(travellersIn(fields)).toBe(1);
    expect(fields['travellers.0.fullName']).toBe('Musa Bello');
    expect(Object.keys(fields)).not.toContain('travellers.1.fullName');
  });

  it('sends each traveller’s type, an adult when the form says none', () => {
    const body = readForm({ ...posted, 'travellers.1.type': 'child_no_bed' })?.body;
    expect(body).toMatchObject({ travellers: [{ type: 'adult' }, { type: 'child_no_bed' }] });
    expect(bookingForm.body({ ...posted, 'travellers.0.type': 'pilot' }).travellers[0]?.type).toBe('adult');
  });

  it('keeps the channels ticked, for a mobile alone, and none left unticked (a plain form posts nothing of them)', () => {
    const ticked = { ...posted, 'channels.whatsapp': 'yes', 'channels.sms': 'yes' };
    expect(bookingForm.body(ticked).channels).toEqual({ whatsapp: true, sms: true });
    expect(bookingForm.body({ ...posted, 'channels.sms': 'yes' }).channels).toEqual({
      whatsapp: false,
      sms: true,
    });
    expect(bookingForm.body({ ...ticked, 'contact.phone': '01 234 5678' }).channels).toEqual({
      whatsapp: false,
      sms: false,
    });
  });

  it('starts with every traveller an adult and both channels ticked, and moves a type with its traveller', () => {
    expect(emptyBookingFields(2)).toMatchObject({
      'travellers.1.type': 'adult',
      'channels.whatsapp': 'yes',
      'channels.sms': 'yes',
    });
    expect(withoutTraveller({ ...posted, 'travellers.1.type': 'infant' }, 0)['travellers.0.type']).toBe(
      'infant',
    );
  });
});
