import { type PictureDetails, pictureSrcSet, pictureUrl } from '@safa/contract';

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
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: 'async',
  } as const;
  if (!details) {
    return <img className={className} src={src} alt={alt} {...fallbackSize} {...loading} />;
  }
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
