import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePackage } from '../api/queries';
import { loadedPackage, packagePage } from '../pages/package/package.page';
import { usePackageId } from '../pages/package/usePackageId';
import { pageAt } from '../pages/site-pages';
import { pageHeadOf } from '../site/page-head';

/**
 * Keeps the tab's title, the description and the canonical address in step with the page as the
 * visitor moves around the site (the server wrote them for the first page).
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  // The package page's package may be named by the visitor's storage alone (§2): its head once it is in.
  const packageId = usePackageId();
  const shownId = page === packagePage ? packageId : null;
  const { data: item, isError: packageMissing } = usePackage(shownId);
  useEffect(() => {
    const head = pageHeadOf({
      pathname,
      origin: window.location.origin,
      page: packageMissing ? undefined : page,
      ...(shownId && { loaded: loadedPackage(shownId, item) }),
    });
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.url);
  }, [pathname, page, shownId, item, packageMissing]);
}
