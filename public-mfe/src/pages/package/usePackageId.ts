import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readRememberedPackageId, rememberPackageId } from '../../site/packages';

/** §2: the id stored under `packageId`; an `?id=` in a shared link takes precedence and is stored too. */
export function usePackageId(): string | null {
  const [params] = useSearchParams();
  const fromLink = params.get('id');
  useEffect(() => {
    if (fromLink) rememberPackageId(fromLink);
  }, [fromLink]);
  return fromLink || readRememberedPackageId();
}
