import { DOCUMENT_MESSAGES } from '@safa/contract';
import { readForm } from './site-forms';
import { choiceOf, choiceValue } from './traveller-forms';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const TRAVELLER = '65a1f0c2e4b0a1b2c3d4e501';

describe('the forms of a traveller’s file as the API reads them', () => {
  it('sends a traveller’s details as a PUT with the link’s token in the address, every field as typed', () => {
    expect(
      readForm({
        form: 'traveller',
        token: TOKEN,
        travellerId: TRAVELLER,
        fullName: 'Aisha Bello',
        sex: 'F',
        dateOfBirth: '',
        nationality: 'nga',
        passportNumber: '',
        passportIssuedOn: '2022-01-10',
        passportExpiresOn: '2032-01-09',
      }),
    ).toEqual({
      method: 'PUT',
      path: `/bookings/by-link/travellers?token=${TOKEN}`,
      body: {
        travellerId: TRAVELLER,
        fullName: 'Aisha Bello',
        sex: 'F',
        dateOfBirth: '',
        nationality: 'nga',
        passportNumber: '',
        passportIssuedOn: '2022-01-10',
        passportExpiresOn: '2032-01-09',
      },
    });
  });

  it('streams a document with its traveller and kind in the address, a vaccination with which and when', () => {
    const fields = { form: 'document', token: TOKEN, traveller: TRAVELLER, vaccinatedOn: '2026-05-02' };
    expect(readForm({ ...fields, kind: 'passport_scan' })).toEqual({
      method: 'POST',
      path: `/bookings/by-link/documents?token=${TOKEN}&traveller=${TRAVELLER}&kind=passport_scan`,
      upload: { field: 'document', maxBytes: 10 * 1024 * 1024, tooLarge: DOCUMENT_MESSAGES.tooLarge },
    });
    expect(readForm({ ...fields, kind: 'vaccination:Yellow fever' })?.path).toBe(
      `/bookings/by-link/documents?token=${TOKEN}&traveller=${TRAVELLER}&kind=vaccination&vaccine=Yellow+fever&vaccinatedOn=2026-05-02`,
    );
  });

  it('names a document choice and reads it back, a vaccine’s name whole', () => {
    for (const choice of [{ kind: 'photo' as const }, { kind: 'vaccination' as const, vaccine: 'Hep: B' }]) {
      expect(choiceOf(choiceValue(choice))).toEqual(choice);
    }
  });
});
