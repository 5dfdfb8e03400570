import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import AboutPage from './AboutPage';

describe('About', () => {
  it('has the story, counters, Who are we, ten values, six timeline entries, mission and vision', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const text of ['10+', '700+', '12+']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who are we' })).toBeInTheDocument();
    const values = screen.getByRole('heading', { name: 'Our values' }).nextElementSibling as HTMLElement;
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Integrity',
      'Respect',
      'Commitment',
      'Trustworthiness',
      'Spiritual Focus',
      'Excellence',
      'Safety',
      'Inclusivity',
      'Responsibility',
      'Empathy',
    ]);
    const timeline = screen.getByRole('region', { name: 'Our journey' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toHaveLength(6);
    expect(entries[0]).toMatch(/^2011.*Lagos/);
    expect(entries[4]).toMatch(/^2017.*150 pilgrims/);
    expect(entries[5]).toMatch(/^2023.*250\+ pilgrims/);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
  });
});
