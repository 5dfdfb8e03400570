/**
 * A public page, as one module declares it (`pages/<folder>/<name>.page.ts`): its address, its screen,
 * what it says of itself, what it loads, which parameters of its address it reads, whether it is one
 * person's, and the picture a shared link to it shows. The remote's routes, its server side (the
 * page's key, data, head and status), the sitemap and the browser's tab title all read it from the
 * one list of pages (`pages/site-pages.ts`).
 */
import type { Call } from '@safa/api-client';
import type { PictureDetails } from '@safa/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageDataSource } from '../api/page-data';
import type { Answers, PageQuery } from '../api/page-query';
import type { Crumb } from '../components/PageHero';
import type { Reading } from './readings';

/** A page as search engines and link previews see it. */
export interface PageInfo {
  title: string;
  description: string;
  /** The breadcrumb the page shows above its title; none on the home page. */
  trail?: Crumb[];
  /** Kept out of search engines and the sitemap (a form for one departure, a customer's booking). */
  unlisted?: true;
  /** The brand before the title in the tab (the home page's). */
  brandFirst?: true;
}

export const HOME_CRUMB: Crumb = { label: 'Home', to: '/' };

/** What a page has loaded: its address's query, and the API's answers. */
export interface LoadedPage {
  search: URLSearchParams;
  answers: Answers;
}

/** What a page says of itself once its data are in (a package's page: the package's title and offer). */
export interface OwnHead {
  title?: string;
  description?: string;
  /** The query of the page's one address (`?id=…`). */
  query?: Record<string, string>;
  type?: 'product';
  /** Its schema.org descriptions, given its address and the picture a shared link to it shows. */
  jsonLd?(place: { url: string; image: string | undefined }): Array<Record<string, unknown>>;
}

/** A picture of the operator's: its address, and whether its sizes (and link-preview crop) are ready. */
export interface SitePicture {
  src: string;
  prepared: boolean;
}

/** The picture a page shows largest near its top, with the `sizes` the page draws it at. */
export interface LeadPicture {
  src: string;
  details: PictureDetails | undefined;
  sizes: string;
}

/** What a page loads from the API (the footer's contacts are loaded on every page besides). */
export interface PageData {
  queries(search: URLSearchParams): PageQuery[];
  /** What those queries' answers lead to: the departures of each package the page shows. */
  next?(loaded: LoadedPage): PageQuery[];
  /** True when the address lacks what the page shows (a booking form without its departure): not found. */
  lacks?(loaded: LoadedPage): boolean;
}

/** An address the sitemap lists, dated by its last change when it has one. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export interface PublicPage {
  /** Its address: the route, the path of its key, its place in the sitemap. */
  path: `/${string}`;
  /** The screen, in a chunk of its own: a visitor downloads only the pages they open. */
  Component: LazyExoticComponent<ComponentType>;
  head: PageInfo;
  /** What it says of itself once its data are in, beyond `head`. */
  headOf?(loaded: LoadedPage): OwnHead;
  /**
   * One person's page (a booking's private link): never kept by the shell's
   * page cache nor any shared cache, sent to no other site as a referrer, and out of search engines.
   */
  personal?: true;
  /**
   * Its form is sent with a one-time key, new each time the page is rendered (see
   * `InitialData.submission`): such a page is personal, its key one visitor's.
   */
  oneTimeForm?: true;
  /** The parameters of its address it reads, each as it reads it (its key in the shell's page cache). */
  parameters?: Record<string, Reading>;
  data?: PageData;
  /** The picture a shared link to it shows, when it has one (the designed default otherwise). */
  linkPreview?(loaded: LoadedPage): SitePicture | undefined;
  /**
   * Its largest picture near its top, for the server to name in the head (its sizes are the screen's:
   * loaded apart, on the server alone).
   */
  leadPicture?(loaded: LoadedPage): Promise<LeadPicture | undefined>;
  /** Its addresses in the sitemap, when they are other than its own (every package's page). */
  sitemap?(api: Call): Promise<SitemapEntry[]>;
  /**
   * The address this one only leads to, when it is a way to another page (a card payment's way back to
   * its booking's page): the shell answers it with a redirect.
   */
  leadsTo?(search: URLSearchParams, source: PageDataSource): Promise<string | undefined>;
}
