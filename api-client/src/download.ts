import type { EndpointName } from '@safa/contract';
import type { AddressInput } from './call';
import { type RequestParts, send } from './request';

/** The endpoints that answer a file rather than JSON. */
type FileEndpointName = Extract<
  EndpointName,
  | 'departureManifest'
  | 'departureMoney'
  | 'exportRooming'
  | 'bookingReceipt'
  | 'bookingStatement'
  | 'getProof'
  | 'getDocument'
  | 'exportSubscribers'
  | 'exportMoneyReport'
>;

export interface DownloadedFile {
  /** As the server names it (Content-Disposition), without any folder; else the endpoint's name. */
  fileName: string;
  blob: Blob;
}

/** The last part of a path: a file name never chooses the folder it is saved in. */
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? '';

/**
 * The file name of a Content-Disposition header (RFC 6266): the UTF-8 `filename*` when there is one,
 * else `filename`, quoted or not.
 */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended)) || undefined;
    } catch {
      // Not valid percent-encoding: the plain name, if any, is the one to use.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
  const plain = quoted?.replace(/\\(.)/g, '$1') ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
  return plain ? baseName(plain) || undefined : undefined;
}

/**
 * Fetches the file an endpoint answers (a departure's CSV exports, the money report's, a receipt's or a statement's PDF,
 * a transfer proof, a traveller's document), with the stored admin token, as `call` would; resolves with its content
 * and the name the server gives it.
 */
export async function download<Name extends FileEndpointName>(
  name: Name,
  input: AddressInput<Name>,
): Promise<DownloadedFile> {
  const response = await send(name, { ...(input as Omit<RequestParts, 'accept'>), accept: '*/*' });
  return {
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? name,
    blob: await response.blob(),
  };
}
