import { acceptMedia, ensureWithinLimit, type MediaPolicy } from './media-policy';
import { type MediaKind, type MediaType, SNIFF_BYTES } from './media-type';

/** Base64 characters that decode to at least SNIFF_BYTES bytes (a multiple of 4). */
const HEAD_CHARACTERS = Math.ceil(SNIFF_BYTES / 3) * 4;

function decodedLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * Decodes a base64 `data:` URL (the contract has checked its form). Its type comes from its first
 * bytes and its size from its length, both checked before the whole file is decoded.
 */
export function decodeInlineData(
  dataUrl: string,
  policy: MediaPolicy,
  declared?: MediaKind,
): { bytes: Buffer; type: MediaType } {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const type = acceptMedia(Buffer.from(payload.slice(0, HEAD_CHARACTERS), 'base64'), policy, declared);
  ensureWithinLimit(decodedLength(payload), type.kind);
  return { bytes: Buffer.from(payload, 'base64'), type };
}
