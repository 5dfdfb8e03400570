/**
 * What the public remote exposes to the shell: `./App` in its browser and server builds, and `./server`
 * in its server build, which the shell's server loads at run time to render public pages and to send
 * forms posted without JavaScript. The remote implements these types and the shell consumes them, so
 * a change on one side that the other does not follow fails the typecheck, not a visitor's page.
 */
import type { ContentPart } from '@safa/contract';

/**
 * What the server loaded and settled for a page, handed to `./App` as it renders the page and again in
 * the browser as the page is hydrated (the shell passes it on as it is).
 */
export interface InitialData {
  /**
   * The API's answers the page shows, by cache key (SWR's fallback). A package the address names but
   * that does not exist is handed over as `null`: the page says so at once, on the server and when
   * hydrated, instead of loading it again.
   */
  answers: Record<string, unknown>;
  /** A form of the page the visitor posted without the app, which the API refused: shown again, with why. */
  posted?: PostedForm;
  /** The site's public origin, on a personal page: the address it shows to keep is whole. */
  siteOrigin?: string;
  /**
   * The one-time key of the form the page shows (a booking's), new each time the page is rendered:
   * however often that form is sent (a double tap, a retry, a reload), the API makes one booking of it.
   */
  submission?: string;
}

/** The props of `./App` (its default export). */
export interface PublicAppProps {
  /** What the server loaded for the first page (the shell hands it over from the page it rendered). */
  initialData?: InitialData;
}

/** A posted form's fields, by name. */
export type Fields = Record<string, string>;

/** A form posted to a public page without the app, which the API refused: the page shows it again. */
export interface PostedForm {
  form: string;
  values: Fields;
  answer: { status: number; body: unknown };
}

/** What `./server` is given once, when the shell's server has loaded it. */
export interface PublicServerOptions {
  /** Where the shell's server reaches the BFF (its internal address): the API every page's data comes from. */
  bffUrl: string;
}

export interface RenderOptions {
  /** How long the page's data may take before the page is sent without it. */
  dataBudgetMs: number;
  /** A form of the page the visitor posted without the app, which the API refused: shown again, with why. */
  posted?: PostedForm;
  /** The headers that tell the BFF whose visit it is (what the page does for them counts as theirs). */
  visitor?: Record<string, string>;
}

export interface PreparedPage {
  status: 200 | 404;
  /**
   * The address (a path of the site) this one stands for, when it is only a way there: the shell
   * answers 303 to it, unkept (a card payment's way back, traded for its booking's page).
   */
  redirect?: string;
  /** The page's <head> tags. */
  head: string;
  /** Hand to the App (`initialData`) on the server and again in the browser. */
  initialData: InitialData;
  /** The parts of the public content the page shows: when one changes, the page is out of date. */
  content: ContentPart[];
}

/** A form's file, sent on alone as the one part of a multipart body. */
export interface FileUpload {
  /** The file field's name, the part the endpoint reads. */
  field: string;
  /** The largest file the endpoint takes, and what a visitor is told of a larger one. */
  maxBytes: number;
  tooLarge: string;
}

/** A posted form, ready to send: where to (below /api, with its query) and what. */
export interface FormRequest {
  /** A form of fields may correct a record (`PUT`); a file is always posted. */
  method: 'POST' | 'PUT';
  path: string;
  /** A form of fields: the JSON body it sends. */
  body?: unknown;
  /** A form that sends a file (multipart): which one, and how large it may be. */
  upload?: FileUpload;
  /** Where the visitor goes once the API took it (a path of the site), when not back to the form. */
  landing?: (answer: unknown) => string;
  /** The page of another site the visitor goes on to (the card payment page), as the API's answer names it. */
  away?: (answer: unknown) => string;
}

/** The site's server side: a page's data, head and status, the sitemap, and posted forms. */
export interface PublicServer {
  /**
   * The key of the page an address shows, itself an address of that page (a path and the parameters
   * that page reads, as it reads them), one for every address that names no page: the shell keeps a
   * page by its key and renders it from its key alone.
   */
  pageKeyOf(url: URL): string;
  /** Loads what the page at `url` (its public address) shows, and says what its head and status are. */
  preparePage(url: URL, options: RenderOptions): Promise<PreparedPage>;
  /** The sitemap of the site at `origin`. */
  sitemap(origin: string): Promise<string>;
  /** What a posted form asks of the API, or undefined when its fields name no form of the site. */
  readForm(fields: Fields): FormRequest | undefined;
  /** True for a page of one person alone (a booking's private link): never kept nor shared. */
  isPersonalPage(url: URL): boolean;
}

/**
 * `./server`'s default export: the site's server side for the BFF at `bffUrl`, made once per loaded
 * build. Each one it makes calls its own BFF, so pages rendered at once never ask another's.
 */
export type MakePublicServer = (options: PublicServerOptions) => PublicServer;
