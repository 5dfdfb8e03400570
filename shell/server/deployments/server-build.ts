import { createHash } from 'node:crypto';

/** A version's server build as the shell may run it: where it was fetched from, and its code. */
export interface ServerBuild {
  url: URL;
  code: string;
}

/**
 * The server build at `url`, its bytes checked against `sha256`, the SHA-256 it was deployed with (as
 * the store's pointer named it): bytes changed since, on the store or on their way, are refused with
 * the reason, and never run.
 */
export async function fetchServerBuild(
  url: URL,
  sha256: string | undefined,
  timeoutMs: number,
): Promise<ServerBuild> {
  if (!sha256) {
    throw new Error('its pointer names no SHA-256 of its server build (deployed by an older tool): not run');
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const fetched = createHash('sha256').update(bytes).digest('hex');
  if (fetched !== sha256) {
    throw new Error(
      `its server build is not the one deployed (SHA-256 ${fetched}, deployed ${sha256}): not run`,
    );
  }
  return { url, code: bytes.toString('utf8') };
}
