import type { GalleryItem } from '@safa/contract';
import { useState } from 'react';
import styled from 'styled-components';
import fallbackPoster from '../../assets/video-poster.svg';

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
  const poster = video.poster || fallbackPoster;
  return (
    <Frame>
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: the agency's clips come without caption files
        <video src={video.url} poster={poster} controls autoPlay playsInline preload="none" />
      ) : (
        <>
          <img src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" />
          <Play type="button" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.name}`}>
            <span aria-hidden="true">▶</span>
          </Play>
        </>
      )}
    </Frame>
  );
}
