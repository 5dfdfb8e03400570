import { useBrowserValue } from '@safa/shared-ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readRememberedPackageId, rememberPackageId } from '../../site/packages';

/**
 * §2: the package /eachpackage shows: an `?id=` in a shared link, else the id stored under `packageId`.
 * The stored id is read once the page is live in the browser: the server, which renders the page
 * first, cannot see the visitor's storage, so until then a page without `?id=` has an id not known
 * yet (undefined), which is not the same as none (null).
 */
export function usePackageId(): string | null | undefined {
  const [params] = useSearchParams();
  const remembered = useBrowserValue<string | null | undefined>(readRememberedPackageId, () => undefined);
  return params.get('id') || remembered;
}

/**
 * §2: a package opened from a shared link is stored under `packageId`, as MORE DETAILS stores it.
 * The package page does it, and only the page: a second writer (the head, say) would store it again
 * whenever its own render came in.
 */
export function useRememberLinkedPackage(): void {
  const [params] = useSearchParams();
  const linked = params.get('id');
  useEffect(() => {
    if (linked) rememberPackageId(linked);
  }, [linked]);
}
