import type { InitialData } from '@safa/remote-types';
import type { RemoteConfig } from './remotes/remote-config';

/** Where the browser finds what the server knew when it rendered the page. */
const SHELL_STATE_ID = 'shell-state';

/** A file hydrating the page needs, as a `<link rel=preload>` names it. */
export interface HydrationFile {
  url: string;
  as: 'script' | 'fetch';
}

export interface ShellState {
  /** The remotes as browsers load them (what /remotes.json says). */
  remotes: RemoteConfig;
  /** The public site's data for the page, when the server rendered it. */
  publicData?: InitialData;
  /** The public remote's files that hydrating the server's page needs. */
  hydrationFiles?: HydrationFile[];
}

/** The state as a JSON data block: not a script, so no script policy has to allow it. */
export function shellStateHtml(state: ShellState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SHELL_STATE_ID}">${json}</script>`;
}

/** The state the server put in the page, if it did. */
export function readShellState(): ShellState | undefined {
  const text = document.getElementById(SHELL_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ShellState) : undefined;
}
