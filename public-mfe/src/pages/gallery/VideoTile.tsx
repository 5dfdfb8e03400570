import { type GalleryItem, pictureUrl } from '@safa/contract';
import { useState } from 'react';
import styled from 'styled-components';
import fallbackPoster from '../../assets/video-poster.svg';
import { Picture } from '../../components/Picture';

/** Video tiles: half a phone's width, a third from 640 px (see VIDEO_COLUMNS). */
const POSTER_SIZES = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
  img, video { width: 100%; height: 100%; object-fit: cover; }
`;

const Play = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border: 0;
  padding: 0;
  background: rgba(0, 0, 0, 0.25);
  cursor: pointer;
  span {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.92);
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 1.6rem;
  }
`;

/** The poster (or a fallback picture) until clicked; then the video plays inline with controls. */
export function VideoTile({ video }: { video: GalleryItem }) {
  const [playing, setPlaying] = useState(false);
  const details = video.poster ? video.pictures?.[video.poster] : undefined;
  // The player shows its poster at the tile's size: a 640 px width is plenty.
  const poster = video.poster
    ? details
      ? pictureUrl(video.poster, 640, 'webp')
      : video.poster
    : fallbackPoster;
  return (
    <Frame>
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: the agency's clips come without caption files
        <video src={video.url} poster={poster} controls autoPlay playsInline preload="none" />
      ) : (
        <>
          {video.poster ? (
            <Picture
              src={video.poster}
              details={details}
              alt=""
              sizes={POSTER_SIZES}
              fallbackSize={{ width: 640, height: 360 }}
            />
          ) : (
            <img src={fallbackPoster} alt="" width={640} height={360} loading="lazy" decoding="async" />
          )}
          <Play type="button" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.name}`}>
            <span aria-hidden="true">▶</span>
          </Play>
        </>
      )}
    </Frame>
  );
}
