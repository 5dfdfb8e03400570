import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateAfter } from '../../../test/hydrate';
import { renderOnServer, renderPage } from '../../../test/render';
import { EnquiryForm } from './EnquiryForm';
import { CONTACT_FEEDBACK, ENQUIRY_FEEDBACK } from './feedback';

describe('an enquiry form', () => {
  it('is sent from the server as a plain form that posts to its page, its fields open for typing at once', async () => {
    const page = await renderOnServer(
      <EnquiryForm
        category="hajjmessage"
        feedback={ENQUIRY_FEEDBACK}
        about={{ packageId: '65a1b2c3d4e5f60718293a4b', packageTitle: 'Hajj 2026' }}
      />,
      '/eachpackage?id=65a1b2c3d4e5f60718293a4b&sent=enquiry',
    );
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/eachpackage?id=65a1b2c3d4e5f60718293a4b#enquiry-form');
    const fields = Object.fromEntries(
      [...(form?.querySelectorAll('input, textarea') ?? [])].map((field) => [
        field.getAttribute('name'),
        field,
      ]),
    );
    expect(Object.keys(fields)).toEqual([
      'form',
      'category',
      'packageId',
      'packageTitle',
      'name',
      'phone',
      'email',
      'message',
      'website',
    ]);
    expect(
      [fields.form, fields.category, fields.packageTitle].map((field) => field?.getAttribute('value')),
    ).toEqual(['enquiry', 'hajjmessage', 'Hajj 2026']);
    expect([...(form?.querySelectorAll('[disabled]') ?? [])]).toEqual([]);
    // The page a sent form comes back to says so.
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Success!Your message has been sent.');
  });

  it('comes back from the server with what was typed and the refusal at its field', async () => {
    const posted = {
      form: 'enquiry',
      values: { name: 'Ada Obi', phone: '0803 123 4567', email: 'ada@example', message: 'Call me' },
      answer: {
        status: 400,
        body: {
          message: 'Enter a valid email address.',
          issues: [{ path: ['email'], message: 'Enter a valid email address.' }],
        },
      },
    };
    const page = await renderOnServer(
      <EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} />,
      '/contact',
      { answers: {}, posted },
    );
    const value = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(value('name')?.getAttribute('value')).toBe('Ada Obi');
    expect(value('message')?.textContent).toBe('Call me');
    expect(value('email')?.getAttribute('aria-invalid')).toBe('true');
    expect(page.getElementById(value('email')?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid email address.',
    );
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('says what went wrong, in the page’s words, when the refusal is not about a field', async () => {
    const posted = {
      form: 'enquiry',
      values: { name: 'Ada' },
      answer: { status: 429, body: { message: 'Too many messages, try later.' } },
    };
    const hajj = await renderOnServer(
      <EnquiryForm category="hajjmessage" feedback={ENQUIRY_FEEDBACK} />,
      '/hajjpackage',
      { answers: {}, posted },
    );
    expect(hajj.querySelector('[role="alert"]')?.textContent).toBe('Error!Too many messages, try later.');
    const contact = await renderOnServer(
      <EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} />,
      '/contact',
      { answers: {}, posted },
    );
    expect(contact.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong. Please try again later.',
    );
  });

  it('takes input once it runs in the browser', async () => {
    renderPage(<EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} />);

    for (const label of ['Name', 'Phone', 'Email', 'Message'])
      expect(screen.getByLabelText(label)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
  });
});

describe('an enquiry form typed into before the app starts', () => {
  it('keeps what was typed once the app takes the page over, through later renders', async () => {
    const root = await hydrateAfter(
      <EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} />,
      '/contact',
      (page) => {
        const type = (name: string, text: string) => {
          const field = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
          if (field) field.value = text;
        };
        type('name', 'Ada Obi');
        type('message', 'Call me in the evening');
      },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone'), '0803');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Message')).toHaveValue('Call me in the evening');
    expect(screen.getByLabelText('Phone')).toHaveValue('0803');
    act(() => root.unmount());
  });
});
