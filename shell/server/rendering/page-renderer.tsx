import type { ContentPart } from '@safa/contract';
import type { PostedForm } from '@safa/remote-types';
import { StaticRouter } from 'react-router';
import { App } from '../../src/App';
import type { RemoteConfig } from '../../src/remotes/remote-config';
import { ShellPage } from '../../src/ShellPage';
import { type HydrationFile, shellStateHtml } from '../../src/shell-state';
import type { DeployedVersion } from '../deployments/remote-versions';
import type { PageTemplate } from './page-template';
import type { LoadedPublicRemote } from './public-remote';
import { renderToHtml } from './render-to-html';

export interface RenderedPage {
  status: number;
  html: string;
  /** Where the visitor is sent instead (303), never kept: see PreparedPage.redirect. */
  redirect?: string;
  /** False when the page was left to the browser to render. */
  serverRendered: boolean;
  /** The parts of the public content the page shows. */
  content: ContentPart[];
}

export interface PageRendererOptions {
  template: PageTemplate;
  /** The remotes as browsers load them now (/remotes.json), with the public remote at `rendered` if given. */
  browserRemotes: (rendered?: DeployedVersion) => RemoteConfig;
  /** How long the page's data may take; what is late is loaded by the browser. */
  dataBudgetMs: number;
  /** How long rendering may take before the page is left to the browser. */
  renderTimeoutMs: number;
  /** The files hydrating a page of a version needs, for the browser to ask for together. */
  hydrationFiles: (version: DeployedVersion) => HydrationFile[];
  log: (event: Record<string, unknown>) => void;
}

const remotesReady = Promise.resolve();

/**
 * Renders a public page on the server with the public remote's own code, and hands the browser what it
 * needs to hydrate the same markup: the page names the version that rendered it, so the browser
 * hydrates it with that version's code even when a newer one was deployed meanwhile. When the remote
 * is out of reach, or fails, the page is the shell's usual one, rendered in the browser: never a 500,
 * never a blank page.
 */
export function pageRenderer(options: PageRendererOptions) {
  const clientRendered = (): RenderedPage => ({
    status: 200,
    html: options.template.clientRendered(shellStateHtml({ remotes: options.browserRemotes() })),
    serverRendered: false,
    content: [],
  });

  return { render: renderPage, clientRendered };

  /**
   * The page at `url` (its public address), rendered with `remote`'s code for the `visitor` (as the BFF
   * is told of them), with the form they `posted` there when there is one.
   */
  async function renderPage(
    url: URL,
    remote: LoadedPublicRemote,
    { posted, visitor }: { posted?: PostedForm; visitor: Record<string, string> },
  ): Promise<RenderedPage> {
    try {
      const page = await remote.server.preparePage(url, {
        dataBudgetMs: options.dataBudgetMs,
        visitor,
        ...(posted && { posted }),
      });
      if (page.redirect)
        return { status: 303, html: '', redirect: page.redirect, serverRendered: true, content: [] };
      const { body, styles } = await renderToHtml(
        <ShellPage>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <App remotesConfigured={remotesReady} publicData={page.initialData} publicApp={remote.App} />
          </StaticRouter>
        </ShellPage>,
        options.renderTimeoutMs,
      );
      const state = shellStateHtml({
        remotes: options.browserRemotes(remote.version),
        publicData: page.initialData,
        hydrationFiles: options.hydrationFiles(remote.version),
      });
      return {
        status: page.status,
        html: options.template.serverRendered({ head: page.head, styles, body, state }),
        serverRendered: true,
        content: page.content,
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
