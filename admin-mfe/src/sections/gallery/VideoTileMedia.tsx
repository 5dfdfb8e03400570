import type { GalleryItem } from '@safa/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { pictureAtWidth } from '../../common/picture-width';
import { DEFAULT_POSTER } from './default-poster';

const PlayButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: #000;
  cursor: pointer;
  img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; opacity: 0.85; }
  span {
    position: absolute;
    inset: 50% auto auto 50%;
    transform: translate(-50%, -50%);
    display: grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.9);
    color: #000;
    font-size: 1.5rem;
  }
`;

const Player = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
`;

/** The poster (or a default frame) with a play overlay; once played, the video inline with controls. */
export function VideoTileMedia({ item, label }: { item: GalleryItem; label: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return <Player src={item.url} poster={item.poster} controls autoPlay playsInline aria-label={label} />;
  }
  return (
    <PlayButton type="button" onClick={() => setPlaying(true)} aria-label={`Play ${label}`}>
      <img src={item.poster ? pictureAtWidth(item.poster, 320) : DEFAULT_POSTER} alt="" />
      <span aria-hidden="true">▶</span>
    </PlayButton>
  );
}
