import { ApiError } from '@safa/api-client';
import { fieldRefusals } from './field-refusals';

const FIELDS = ['amount', 'paidOn'] as const;
const refused = (status: number, body: object) => new ApiError(status, 'Refused', body);

describe('a refusal shown at the fields', () => {
  it('puts each problem of a 400 at its field', () => {
    const error = refused(400, {
      message: 'The amount must be more than 0.',
      issues: [
        { path: ['amount'], message: 'The amount must be more than 0.' },
        { path: ['paidOn'], message: 'The payment date cannot be in the future.' },
      ],
    });
    expect(fieldRefusals(error, FIELDS)).toEqual([
      { field: 'amount', message: 'The amount must be more than 0.' },
      { field: 'paidOn', message: 'The payment date cannot be in the future.' },
    ]);
  });

  it('puts a problem of a nested field at that field where the form has it, else at its first step', () => {
    const error = refused(400, {
      message: 'Enter a phone number we can call or WhatsApp.',
      issues: [
        { path: ['contact', 'phone'], message: 'Enter a phone number we can call or WhatsApp.' },
        { path: ['room', 'type'], message: 'Choose a room type.' },
      ],
    });
    expect(fieldRefusals(error, ['contact.phone', 'room'])).toEqual([
      { field: 'contact.phone', message: 'Enter a phone number we can call or WhatsApp.' },
      { field: 'room', message: 'Choose a room type.' },
    ]);
  });

  it('puts a 409 at the field the form names for it, and leaves it to a dialog when it names none', () => {
    const error = refused(409, { message: 'A refund cannot be more than what is paid (₦0).' });
    expect(fieldRefusals(error, FIELDS, 'amount')).toEqual([
      { field: 'amount', message: 'A refund cannot be more than what is paid (₦0).' },
    ]);
    expect(fieldRefusals(error, FIELDS)).toBeUndefined();
  });

  it('leaves to a dialog a problem of no field of the form, a refusal without problems, any other failure', () => {
    const elsewhere = refused(400, {
      message: 'Invalid id.',
      issues: [
        { path: ['amount'], message: 'The amount is too large.' },
        { path: ['bookingId'], message: 'Invalid id.' },
      ],
    });
    expect(fieldRefusals(elsewhere, FIELDS)).toBeUndefined();
    expect(fieldRefusals(refused(400, { message: 'Invalid request.' }), FIELDS)).toBeUndefined();
    expect(fieldRefusals(refused(404, { message: 'Booking not found.' }), FIELDS, 'amount')).toBeUndefined();
    expect(fieldRefusals(new Error('offline'), FIELDS, 'amount')).toBeUndefined();
  });
});
