import { tokenStore } from '@safa/api-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../src/App';

interface RenderAdminOptions {
  /** Starts with a stored admin token (the dashboard) unless false (the login). */
  loggedIn?: boolean;
  advanceTimers?: (ms: number) => unknown;
}

let shownAddress = '';

/** Keeps where the router is, for `currentAddress`. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  shownAddress = `${pathname}${search}`;
  return null;
}

/** The address the admin shows now (path and query), as the browser's address bar would. */
export const currentAddress = () => shownAddress;

/** Mounts the back office the way the shell does, under /admin/*, at `address`. */
export function renderAdmin(address = '/admin', { loggedIn = true, advanceTimers }: RenderAdminOptions = {}) {
  if (loggedIn) tokenStore.set('test-token');
  else tokenStore.clear();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <MemoryRouter initialEntries={[address]}>
      <AddressProbe />
      <Routes>
        <Route path="/admin/*" element={<App />} />
        <Route path="/" element={<p>Public home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** A fixed time, so dates render the same on every run. */
export const at = (day: number, hour = 10) => new Date(Date.UTC(2025, 0, day, hour)).toISOString();

/** A 24-hex id as MongoDB makes them. */
export const objectId = (n: number) => n.toString(16).padStart(24, '0');

afterEach(() => window.localStorage.clear());
