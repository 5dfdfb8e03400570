import { LIMITS } from '@safa/contract';
import { TooLarge, UnsupportedType } from '../../errors';
import { detectMediaType, IMAGE_TYPES, type MediaKind, type MediaType, VIDEO_TYPES } from './media-type';

/** Which stored types an upload call accepts, and what to tell a client who sends something else. */
export interface MediaPolicy {
  types: readonly string[];
  refusal: string;
  /** What to say instead for types recognised but refused for a reason of their own. */
  refusals?: Record<string, string>;
}

export const FLIER_PICTURES: MediaPolicy = {
  types: ['image/jpeg', 'image/png'],
  refusal: 'Fliers must be JPEG or PNG pictures.',
};

export const PICTURES: MediaPolicy = {
  types: IMAGE_TYPES,
  refusal: 'Pictures must be JPEG, PNG, GIF, WebP or AVIF files.',
};

export const GALLERY_MEDIA: MediaPolicy = {
  types: [...IMAGE_TYPES, ...VIDEO_TYPES],
  refusal: 'Gallery files must be pictures (JPEG, PNG, GIF, WebP, AVIF) or videos (MP4, MOV, WebM).',
  refusals: {
    'video/ogg':
      'Ogg videos are not accepted, as what they record besides picture and sound cannot be removed here. Save the video as MP4 or WebM and upload it again.',
  },
};

const SIZE_LIMITS: Record<MediaKind, { bytes: number; refusal: string }> = {
  image: { bytes: LIMITS.imageBytes, refusal: 'Pictures may be at most 10 MB each.' },
  video: { bytes: LIMITS.videoBytes, refusal: 'Videos may be at most 100 MB each.' },
};

/**
 * The type of a file from its first bytes, when `policy` accepts it and it is what the client said
 * (`declared`: image or video); 415 otherwise.
 */
export function acceptMedia(head: Uint8Array, policy: MediaPolicy, declared?: MediaKind): MediaType {
  const type = detectMediaType(head);
  if (!type || !policy.types.includes(type.mime))
    throw new UnsupportedType((type && policy.refusals?.[type.mime]) ?? policy.refusal);
  if (declared && declared !== type.kind) {
    throw new UnsupportedType(`The file's content is not a ${declared}.`);
  }
  return type;
}

/** 413 once a file of this kind has more bytes than allowed. */
export function ensureWithinLimit(size: number, kind: MediaKind): void {
  const limit = SIZE_LIMITS[kind];
  if (size > limit.bytes) throw new TooLarge(limit.refusal);
}
