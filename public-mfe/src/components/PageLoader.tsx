import { LoaderOverlay } from '@safa/shared-ui';

interface PageLoaderProps {
  /** The page's data queries; the overlay shows while any of them loads for the first time. */
  queries: { isLoading: boolean }[];
}

/** The loader overlay of spec §1, while the page loads its data. */
export function PageLoader({ queries }: PageLoaderProps) {
  return queries.some((query) => query.isLoading) ? <LoaderOverlay label="Loading this page…" /> : null;
}
