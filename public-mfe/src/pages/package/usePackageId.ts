import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBrowserValue } from '../../components/useBrowserValue';
import { readRememberedPackageId, rememberPackageId } from '../../site/packages';

/**
 * §2: the id stored under `packageId`; an `?id=` in a shared link takes precedence and is stored too.
 * The stored id is read once the page is live in the browser: the server, which renders the page
 * first, cannot see the visitor's storage, so until then a page without `?id=` has an id not known
 * yet (undefined), which is not the same as none (null).
 */
export function usePackageId(): string | null | undefined {
  const [params] = useSearchParams();
  const fromLink = params.get('id');
  const remembered = useBrowserValue<string | null | undefined>(readRememberedPackageId, () => undefined);
  useEffect(() => {
    if (fromLink) rememberPackageId(fromLink);
  }, [fromLink]);
  return fromLink || remembered;
}
