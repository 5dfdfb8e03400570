import { theme } from '@safa/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RemoteRoute } from '../src/remotes/RemoteRoute';

function renderRoute(load: () => ComponentType) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <RemoteRoute load={load} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const Working = () => <p>Remote content</p>;
function Throwing(): never {
  throw new Error('render failed');
}

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loader while the remote loads, then the remote', async () => {
    renderRoute(() => lazy(async () => ({ default: Working })));

    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
  });

  it('shows the friendly fallback when the remote cannot be loaded, and loads it again on retry', async () => {
    let attempts = 0;
    renderRoute(() =>
      lazy(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('remote down');
        return { default: Working };
      }),
    );

    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    renderRoute(() => lazy(async () => ({ default: Throwing })));

    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });
});
