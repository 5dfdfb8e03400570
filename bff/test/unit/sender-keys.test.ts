import { senderKeysOf } from '../../src/modules/messages/sender-keys';

describe('who an enquiry says sent it', () => {
  it('is its e-mail address, in one spelling, and its phone number in international digits', () => {
    expect(senderKeysOf({ email: ' Amina.Bello@Example.com ', phone: '0803 999 0000' })).toEqual([
      'email:amina.bello@example.com',
      'phone:2348039990000',
    ]);
  });

  it('is one number however it is written', () => {
    const spellings = ['0803 999 0000', '+234 803 999 0000', '+234 (0) 803-999-0000', '002348039990000'];
    expect(new Set(spellings.map((phone) => senderKeysOf({ email: 'a@example.com', phone })[1]))).toEqual(
      new Set(['phone:2348039990000']),
    );
  });

  it('keeps the digits of a number that is no known kind, so that a flood under it is still seen', () => {
    expect(senderKeysOf({ email: 'a@example.com', phone: 'call 12-34' })).toEqual([
      'email:a@example.com',
      'phone:1234',
    ]);
  });

  it('is the e-mail address alone when the phone holds no digit', () => {
    expect(senderKeysOf({ email: 'a@example.com', phone: 'none' })).toEqual(['email:a@example.com']);
  });
});
