import { MEDIA_URL_PATTERN, pictureUrl } from '@safa/contract';

/**
 * A stored picture at a served width (WebP, which every browser the admin supports shows), instead
 * of the original a camera made; a picture not yet saved (inline data) is shown as it is.
 */
export const pictureAtWidth = (url: string, width: 320 | 960): string =>
  MEDIA_URL_PATTERN.test(url) ? pictureUrl(url, width, 'webp') : url;
