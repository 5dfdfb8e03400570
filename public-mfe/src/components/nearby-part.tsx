import { type ComponentType, lazy, memo, Suspense } from 'react';
import { whenNear } from './whenNear';

/** How far before a part of the page comes into view its code starts to come. */
const MARGIN = '400px';

/**
 * A part of a page whose code comes only as the visitor nears it. The server renders it whole (its
 * words are in the page, read and indexed without scripts); in the browser its markup stands as the
 * server sent it until its code is in, then React takes it over. It takes no props and is memoised:
 * its parent's renders never reach it while it waits (React would drop the server's markup).
 */
export function nearbyPart(name: string, load: () => Promise<{ default: ComponentType }>) {
  const Part = lazy(() => whenNear(`[data-part="${name}"]`, MARGIN).then(load));
  return memo(function NearbyPart() {
    return (
      <div data-part={name}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    );
  });
}
