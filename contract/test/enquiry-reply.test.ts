import { categoryLabel, replyGreeting, replyLinks } from '../src/enquiry-reply';

const amina = {
  name: '  Amina Bello ',
  phone: '0803 123 4567',
  email: 'amina@example.com',
  category: 'umrahmessage' as const,
};

describe('a reply to an enquiry', () => {
  it('greets the person by first name and names the package when there is one', () => {
    expect(replyGreeting({ ...amina, packageTitle: 'Ramadan Umrah Package' })).toBe(
      'Hello Amina, thank you for your enquiry about our Ramadan Umrah Package. ',
    );
  });

  it('thanks them for what they sent otherwise, in words a person would use', () => {
    expect(replyGreeting(amina)).toBe('Hello Amina, thank you for your enquiry about Umrah. ');
    expect(replyGreeting({ ...amina, category: 'hajjmessage' })).toBe(
      'Hello Amina, thank you for your enquiry about Hajj. ',
    );
    expect(replyGreeting({ ...amina, category: 'contactmessage' })).toBe(
      'Hello Amina, thank you for your message. ',
    );
    expect(replyGreeting({ ...amina, category: 'flightmessage' })).toBe(
      'Hello Amina, thank you for your flight and hotel request. ',
    );
    const subject = (category: 'flightmessage' | 'contactmessage') =>
      new URL(replyLinks({ ...amina, category }).email).searchParams.get('subject');
    expect(subject('flightmessage')).toBe('Re: your flight and hotel request');
    expect(subject('contactmessage')).toBe('Re: your message');
  });

  it('opens WhatsApp at the international number with the greeting typed in', () => {
    const { whatsApp } = replyLinks({ ...amina, packageTitle: 'Ramadan Umrah Package' });
    expect(whatsApp).toBe(
      `https://wa.me/2348031234567?text=${encodeURIComponent('Hello Amina, thank you for your enquiry about our Ramadan Umrah Package. ')}`,
    );
  });

  it('has no WhatsApp link for a number that cannot be understood, but still e-mail and call', () => {
    const links = replyLinks({ ...amina, phone: 'call me' });
    expect(links.whatsApp).toBeUndefined();
    expect(links.call).toBeUndefined();
    expect(links.email).toMatch(/^mailto:amina%40example\.com\?subject=/);
  });

  it('writes an e-mail whose subject names the enquiry, and a call to the number as dialled', () => {
    const { email, call } = replyLinks({
      ...amina,
      packageTitle: 'Family Umrah',
      phone: '+234 (0) 803-123-4567',
    });
    const url = new URL(email);
    expect(url.searchParams.get('subject')).toBe('Re: your enquiry about our Family Umrah');
    expect(url.searchParams.get('body')).toBe(
      'Hello Amina, thank you for your enquiry about our Family Umrah. ',
    );
    expect(call).toBe('tel:+2348031234567');
    expect(replyLinks({ ...amina, phone: '+44 20 7946 0958' }).call).toBe('tel:+442079460958');
  });

  it('labels each category', () => {
    expect(
      ['contactmessage', 'hajjmessage', 'umrahmessage', 'flightmessage'].map((c) =>
        categoryLabel(c as 'hajjmessage'),
      ),
    ).toEqual(['Contact', 'Hajj', 'Umrah', 'Flight']);
  });
});
