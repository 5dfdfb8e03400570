import { DialogProvider, theme } from '@safa/shared-ui';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderPage } from '../../../test/render';
import { EnquiryForm } from './EnquiryForm';
import { CONTACT_FEEDBACK } from './feedback';

describe('an enquiry form', () => {
  it('is sent from the server disabled, so nothing is typed into it before the page is live', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <DialogProvider>
          <EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} />
        </DialogProvider>
      </ThemeProvider>,
    );

    const form = new DOMParser().parseFromString(html, 'text/html');
    const controls = [...form.querySelectorAll('input:not([name=website]), textarea, button')];
    expect(controls).toHaveLength(5);
    expect(controls.filter((control) => !control.hasAttribute('disabled'))).toEqual([]);
  });

  it('takes input once it runs in the browser', () => {
    renderPage(<EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} />);

    for (const label of ['Name', 'Phone', 'Email', 'Message'])
      expect(screen.getByLabelText(label)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
  });
});
