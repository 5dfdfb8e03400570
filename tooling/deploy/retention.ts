/** How long a version stays published at least, whatever the count: pages opened today keep working. */
export const MINIMUM_AGE_MS = 24 * 60 * 60 * 1000;

export interface RetentionPolicy {
  /** The newest versions kept, whatever their age (`DEPLOY_KEEP_VERSIONS`). */
  keepVersions: number;
  now: number;
}

/**
 * The versions that may be deleted: neither current, nor among the `keepVersions` published last, nor
 * published less than a day ago (a page opened on one still loads its files).
 */
export function versionsToPrune(
  versions: ReadonlyArray<{ id: string; publishedAt: string }>,
  current: string | undefined,
  { keepVersions, now }: RetentionPolicy,
): string[] {
  const newestFirst = [...versions].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return newestFirst
    .filter((_version, index) => index >= keepVersions)
    .filter((version) => version.id !== current)
    .filter((version) => now - Date.parse(version.publishedAt) >= MINIMUM_AGE_MS)
    .map((version) => version.id);
}
