import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePackage } from '../api/queries';
import { usePackageId } from '../pages/package/usePackageId';
import { pageHeadOf } from '../site/page-head';

/**
 * Keeps the tab's title, the description and the canonical address in step with the page as the
 * visitor moves around the site (the server wrote them for the first page).
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const packageId = usePackageId();
  const { data: item, isError: packageMissing } = usePackage(pathname === '/eachpackage' ? packageId : null);
  useEffect(() => {
    const head = pageHeadOf({
      pathname,
      origin: window.location.origin,
      package: item,
      notFound: packageMissing,
    });
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.url);
  }, [pathname, item, packageMissing]);
}
