import { StaticRouter } from 'react-router';
import { App } from '../../src/App';
import type { RemoteConfig } from '../../src/remotes/remote-config';
import { ShellPage } from '../../src/ShellPage';
import { type HydrationFile, shellStateHtml } from '../../src/shell-state';
import type { PageTemplate } from './page-template';
import type { PostedForm, PublicRemoteSource } from './public-remote';
import { renderToHtml } from './render-to-html';

export interface RenderedPage {
  status: number;
  html: string;
  /** False when the page was left to the browser to render. */
  serverRendered: boolean;
}

export interface PageRendererOptions {
  template: PageTemplate;
  publicRemote: PublicRemoteSource;
  /** The remotes as browsers load them (/remotes.json). */
  browserRemotes: RemoteConfig;
  bffUrl: URL;
  /** How long the page's data may take; what is late is loaded by the browser. */
  dataBudgetMs: number;
  /** How long rendering may take before the page is left to the browser. */
  renderTimeoutMs: number;
  /** The files hydrating a page needs, for the browser to ask for together. */
  hydrationFiles: () => Promise<HydrationFile[]>;
  log: (event: Record<string, unknown>) => void;
}

const remotesReady = Promise.resolve();

/**
 * Renders a public page on the server with the public remote's own code, and hands the browser what it
 * needs to hydrate the same markup. When the remote is out of reach, or fails, the page is the shell's
 * usual one, rendered in the browser: never a 500, never a blank page.
 */
export function pageRenderer(options: PageRendererOptions) {
  const clientRendered = (): RenderedPage => ({
    status: 200,
    html: options.template.clientRendered(shellStateHtml({ remotes: options.browserRemotes })),
    serverRendered: false,
  });

  return { render: renderPage, clientRendered };

  /** Renders the page at `url`, with the form the visitor `posted` there when there is one. */
  async function renderPage(url: URL, posted?: PostedForm): Promise<RenderedPage> {
    const remote = await options.publicRemote.get();
    if (!remote) return clientRendered();
    try {
      const [page, hydrationFiles] = await Promise.all([
        remote.server.preparePage(url, {
          bffUrl: options.bffUrl.toString(),
          dataBudgetMs: options.dataBudgetMs,
          ...(posted && { posted }),
        }),
        options.hydrationFiles(),
      ]);
      const { body, styles } = await renderToHtml(
        <ShellPage>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <App remotesConfigured={remotesReady} publicData={page.initialData} />
          </StaticRouter>
        </ShellPage>,
        options.renderTimeoutMs,
      );
      const state = shellStateHtml({
        remotes: options.browserRemotes,
        publicData: page.initialData,
        hydrationFiles,
      });
      return {
        status: page.status,
        html: options.template.serverRendered({ head: page.head, styles, body, state }),
        serverRendered: true,
      };
    } catch (error) {
      options.log({
        msg: 'server rendering failed: the page is rendered in the browser',
        url: url.pathname,
        error: String(error),
      });
      return clientRendered();
    }
  }
}
