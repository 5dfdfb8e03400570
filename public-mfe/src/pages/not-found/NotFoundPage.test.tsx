import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import NotFoundPage from './NotFoundPage';

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('Not found', () => {
  it('asks search engines not to index the address while it shows, and links back home', () => {
    const page = renderPage(<NotFoundPage />, '/no-such-page');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    page.unmount();
    expect(robots()).toBeNull();
  });
});
