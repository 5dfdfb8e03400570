import { theme } from '@safa/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Faq } from './Faq';

const renderFaq = () =>
  render(
    <ThemeProvider theme={theme}>
      <Faq />
    </ThemeProvider>,
  );

describe('FAQ', () => {
  it('has the heading, the subtitle and six numbered questions, four left and two right', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText("Got Questions? We've Got Answers.")).toBeInTheDocument();
    const left = within(screen.getByTestId('faq-column-1')).getAllByRole('button');
    const right = within(screen.getByTestId('faq-column-2')).getAllByRole('button');
    expect(left.map((button) => button.textContent?.slice(0, 2))).toEqual(['01', '02', '03', '04']);
    expect(right.map((button) => button.textContent?.slice(0, 2))).toEqual(['05', '06']);
  });

  it('opens item 1 only at first; each item toggles on its own', async () => {
    const user = userEvent.setup();
    renderFaq();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await user.click(buttons[3] as HTMLElement);
    await user.click(buttons[5] as HTMLElement);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'true',
      'false',
      'true',
    ]);
    await user.click(buttons[0] as HTMLElement);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(buttons[3]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/varies by service and package/)).toBeVisible();
    expect(
      screen.getByText(/available 24\/7 by phone, by e-mail and on WhatsApp-style messaging/),
    ).toBeVisible();
  });

  it('answers the six topics in full and in order', () => {
    renderFaq();
    const answers = screen.getAllByRole('button').map((button) => {
      const id = button.getAttribute('aria-controls') ?? '';
      return document.getElementById(id)?.textContent ?? '';
    });
    expect(answers[0]).toMatch(/Hajj and Umrah.*visa assistance.*travel insurance.*airport transfers/);
    expect(answers[1]).toMatch(/visa/);
    expect(answers[2]).toMatch(/adjust an existing package/);
    expect(answers[3]).toMatch(/varies by service and package.*at booking.*contact our support/);
    expect(answers[4]).toMatch(/special rates for families, religious groups and corporate trips/);
    expect(answers[5]).toMatch(/24\/7/);
  });
});
