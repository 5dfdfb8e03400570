import { loadRemote } from '@module-federation/enhanced/runtime';
import { theme } from '@safa/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from '../src/App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const PublicRemote = () => <Link to="/admin">Public home</Link>;
const AdminRemote = () => <Link to="/">Back office</Link>;

function renderShellAt(address: string) {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: id.startsWith('admin_mfe') ? AdminRemote : PublicRemote,
  }));
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[address]}>
        <App remotesConfigured={Promise.resolve()} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the shell routes', () => {
  it('leaves the admin remote for the public one when the admin navigates to /', async () => {
    renderShellAt('/admin/contacts');
    await userEvent.click(await screen.findByRole('link', { name: 'Back office' }));

    expect(await screen.findByRole('link', { name: 'Public home' })).toBeInTheDocument();
  });

  it('leaves the public remote for the admin one when a public page links to /admin', async () => {
    renderShellAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Public home' }));

    expect(await screen.findByRole('link', { name: 'Back office' })).toBeInTheDocument();
  });
});
