import { type ComponentType, type LazyExoticComponent, lazy, memo, Suspense } from 'react';
import { whenNear } from './whenNear';

/** How far before a part of the page comes into view its code starts to come. */
const MARGIN = '400px';

type Part = LazyExoticComponent<ComponentType>;

/** A part of a page, named `name`, whose code (`load`) is fetched as the visitor nears it. */
export const lazyWhenNear = (name: string, load: () => Promise<{ default: ComponentType }>): Part =>
  lazy(() => whenNear(`[data-part="${name}"]`, MARGIN).then(load));

/**
 * Shows a part made by `lazyWhenNear`. The server renders it whole (its words are in the page, read
 * and indexed without scripts); in the browser its markup stands as the server sent it until its code
 * is in, then React takes it over. Memoised: its parent's renders never reach it while it waits
 * (React would drop the server's markup).
 */
export const NearbyPart = memo(function NearbyPart({ name, part: Part }: { name: string; part: Part }) {
  return (
    <div data-part={name}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>
  );
});
