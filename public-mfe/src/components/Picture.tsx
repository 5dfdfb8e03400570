import { type PictureDetails, pictureSrcSet, pictureUrl } from '@safa/contract';
import type { ImgHTMLAttributes, ReactElement } from 'react';
import { useIsInDeferredSlide } from './carousel/deferred-slide';

export interface PictureProps {
  src: string;
  alt: string;
  /** The picture's size, colour and widths; without them (not prepared yet) the file is shown as stored. */
  details: PictureDetails | undefined;
  /** How wide the picture is drawn, for the browser to choose a width (the `sizes` attribute). */
  sizes: string;
  /** The drawn shape when the picture's own size is not known. */
  fallbackSize: { width: number; height: number };
  /** The page's largest picture: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/** The widest served width, for browsers that read neither `srcset` nor `<source>`. */
const fallbackWidth = (details: PictureDetails) => details.widths[details.widths.length - 1] ?? details.width;

/**
 * A picture in AVIF or WebP at the width the screen needs, laid out at its own size before it
 * arrives, over its dominant colour. Lazy unless it is the page's largest.
 */
export function Picture({
  src,
  alt,
  details,
  sizes,
  fallbackSize,
  priority = false,
  className,
}: PictureProps) {
  const deferred = useIsInDeferredSlide();
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: 'async',
  } as const;
  const picture = !details ? (
    <img className={className} src={src} alt={alt} {...fallbackSize} {...loading} />
  ) : (
    <AtWidths src={src} alt={alt} details={details} sizes={sizes} className={className} loading={loading} />
  );
  if (!deferred) return picture;
  // A slide not shown yet: its place, in its colour; the picture itself only for a browser without
  // scripts (the carousel fetches it when it shows the slide).
  return (
    <span
      className={className}
      role="img"
      aria-label={alt}
      style={{ display: 'block', width: '100%', height: '100%', backgroundColor: details?.colour }}
    >
      <noscript>{picture}</noscript>
    </span>
  );
}

interface AtWidthsProps extends Pick<PictureProps, 'src' | 'alt' | 'sizes' | 'className'> {
  details: PictureDetails;
  loading: Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'>;
}

/** A prepared picture: AVIF or WebP, at the width the screen needs. */
function AtWidths({ src, alt, details, sizes, className, loading }: AtWidthsProps): ReactElement {
  return (
    // Its box is the <img>'s: the frames around pictures size and crop the <img> itself.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={pictureSrcSet(src, details, 'avif')} sizes={sizes} />
      <img
        className={className}
        src={pictureUrl(src, fallbackWidth(details), 'webp')}
        srcSet={pictureSrcSet(src, details, 'webp')}
        sizes={sizes}
        alt={alt}
        width={details.width}
        height={details.height}
        style={{ backgroundColor: details.colour }}
        {...loading}
      />
    </picture>
  );
}
