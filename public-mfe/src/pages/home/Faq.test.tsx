import { theme } from '@safa/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import Faq from './Faq';

const renderFaq = () =>
  render(
    <ThemeProvider theme={theme}>
      <Faq />
    </ThemeProvider>,
  );

/** The items: each a disclosure, its question the summary. */
const items = (scope: HTMLElement = document.body) => [...scope.querySelectorAll('details')];
const questionOf = (item: HTMLDetailsElement) => item.querySelector('summary') as HTMLElement;

describe('FAQ', () => {
  it('has the heading, the subtitle and six numbered questions, four left and two right', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText("Got Questions? We've Got Answers.")).toBeInTheDocument();
    const numbers = (column: string) =>
      items(screen.getByTestId(column)).map((item) => questionOf(item).textContent?.slice(0, 2));
    expect(numbers('faq-column-1')).toEqual(['01', '02', '03', '04']);
    expect(numbers('faq-column-2')).toEqual(['05', '06']);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.slice(2)),
    ).toContain('Do you offer group discounts?');
  });

  it('opens item 1 only at first; each item toggles on its own, with or without the app', async () => {
    const user = userEvent.setup();
    renderFaq();
    const all = items();
    const open = () => all.map((item) => item.open);
    expect(open()).toEqual([true, false, false, false, false, false]);
    await user.click(questionOf(all[3] as HTMLDetailsElement));
    await user.click(questionOf(all[5] as HTMLDetailsElement));
    expect(open()).toEqual([true, false, false, true, false, true]);
    await user.click(questionOf(all[0] as HTMLDetailsElement));
    expect(open()).toEqual([false, false, false, true, false, true]);
    expect(screen.getByText(/varies by service and package/)).toBeVisible();
    expect(
      screen.getByText(/available 24\/7 by phone, by e-mail and on WhatsApp-style messaging/),
    ).toBeVisible();
  });

  it('answers the six topics in full and in order', () => {
    renderFaq();
    const answers = items().map((item) => item.querySelector('p')?.textContent ?? '');
    expect(answers[0]).toMatch(/Hajj and Umrah.*visa assistance.*travel insurance.*airport transfers/);
    expect(answers[1]).toMatch(/visa/);
    expect(answers[2]).toMatch(/adjust an existing package/);
    expect(answers[3]).toMatch(/varies by service and package.*at booking.*contact our support/);
    expect(answers[4]).toMatch(/special rates for families, religious groups and corporate trips/);
    expect(answers[5]).toMatch(/24\/7/);
  });
});
