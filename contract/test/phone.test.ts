import { inboxOf } from '../src/contact-keys';
import { internationalPhoneDigits, whatsAppLink } from '../src/phone';

describe('internationalPhoneDigits', () => {
  it.each([
    ['0803 123 4567', '2348031234567'],
    ['08031234567', '2348031234567'],
    ['0803-123-4567', '2348031234567'],
    ['0803.123.4567', '2348031234567'],
    ['(0803) 123 4567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['+234-803-123-4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['+234 0803 123 4567', '2348031234567'],
    ['234 803 123 4567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['002348031234567', '2348031234567'],
    ['00 234 803 123 4567', '2348031234567'],
    ['803 123 4567', '2348031234567'],
    ['  0803 123 4567  ', '2348031234567'],
    ['0701 234 5678', '2347012345678'],
    ['0706 000 1111', '2347060001111'],
    ['0810 555 6677', '2348105556677'],
    ['0813 000 2222', '2348130002222'],
    ['0903 111 2222', '2349031112222'],
    ['0915 123 4567', '2349151234567'],
    ['+234 906 000 0000', '2349060000000'],
    ['01 234 5678', '23412345678'],
    ['+234 1 234 5678', '23412345678'],
    ['09 876 5432', '23498765432'],
    ['+44 20 7946 0958', '442079460958'],
    ['+1 (202) 555-0143', '12025550143'],
    ['00966 50 123 4567', '966501234567'],
    ['  +44 20 7946 0958 ', '442079460958'],
    [' 00 234 803 123 4567', '2348031234567'],
    ['+1 234 5678', '12345678'],
    ['+1 234 567 890 123 45', '123456789012345'],
    [`0803${' '.repeat(28)}123 4567`, '2348031234567'],
  ])('turns %s into %s', (written, digits) => {
    expect(internationalPhoneDigits(written)).toBe(digits);
  });

  it.each([
    [''],
    ['   '],
    ['not a number'],
    ['0803 123'],
    ['0803 123 45678 9'],
    ['12345'],
    ['+234 803'],
    ['+1 234'],
    ['0803 123 4567 ext 12'],
    ['call me on 0803 123 4567'],
    ['0203 123 4567 8'],
    ['+'.repeat(50)],
    ['1'.repeat(20)],
    ['+1 234 567'],
    ['+1 234 567 890 123 456'],
    ['234 803 123 45'],
    ['1234 5678'],
    ['01 803 123 4567'],
    ['0803 123 45'],
    ['0803 123 456'],
    ['+234 803 123 45'],
    ['0909 123 45'],
    [`0803${' '.repeat(29)}123 4567`],
  ])('gives no number for %j', (written) => {
    expect(internationalPhoneDigits(written)).toBeUndefined();
  });
});

describe('whatsAppLink', () => {
  it('opens a chat with the number in international form and the text filled in', () => {
    expect(whatsAppLink('0803 123 4567', 'Hello Ada, about "Umrah" & you')).toBe(
      'https://wa.me/2348031234567?text=Hello%20Ada%2C%20about%20%22Umrah%22%20%26%20you',
    );
  });

  it('gives no link for a number it cannot understand', () => {
    expect(whatsAppLink('call me', 'Hello')).toBeUndefined();
  });
});

describe('an e-mail address as the inbox it reaches', () => {
  it('is lower case, without the dots and +tags the provider ignores', () => {
    expect(inboxOf(' A.Bello+hajj@GoogleMail.com ')).toBe('abello@gmail.com');
    expect(inboxOf('a.bello@gmail.com')).toBe('abello@gmail.com');
    expect(inboxOf('Musa.Bello+x@Outlook.com')).toBe('musa.bello@outlook.com');
    expect(inboxOf('musa.bello+x@yahoo.com')).toBe('musa.bello+x@yahoo.com');
    expect(inboxOf('not-an-address')).toBe('not-an-address');
  });
});
