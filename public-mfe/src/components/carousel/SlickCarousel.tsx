import 'slick-carousel/slick/slick.css';
import { Children, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import styled, { css } from 'styled-components';
import { type ArrowPlacement, arrowRoom, slideGutter } from './carousel-styles';
import { breakpointsOf, settingsAt } from './responsive';
import { useBreakpoint } from './useBreakpoint';

export interface SlickCarouselProps {
  label: string;
  /** react-slick settings; `responsive` is applied here, from the first render on. */
  settings: Settings;
  arrows: ArrowPlacement;
  children: ReactNode;
}

const Root = styled.section<{ $arrows: ArrowPlacement }>`
  position: relative;
  ${({ $arrows }) => arrowRoom($arrows)}
  .slick-slide > div { ${slideGutter} }
`;

const Arrow = styled.button<{ $arrows: ArrowPlacement; $side: 'prev' | 'next' }>`
  position: absolute;
  z-index: 1;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.25rem;
  cursor: pointer;
  ${({ $arrows, $side }) =>
    $arrows === 'sides'
      ? css`top: 50%; transform: translateY(-50%); ${$side === 'prev' ? 'left: 0;' : 'right: 0;'}`
      : css`bottom: 0; ${$side === 'prev' ? 'right: 4rem;' : 'right: 0.5rem;'}`}
`;

const ARROWS = [
  { side: 'prev', label: 'Previous slide', symbol: '‹' },
  { side: 'next', label: 'Next slide', symbol: '›' },
] as const;

/**
 * react-slick hides off-screen slides with aria-hidden but leaves their links focusable; making them
 * inert keeps keyboard and screen-reader users on the visible slides.
 */
function useInertHiddenSlides(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return undefined;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}

/** react-slick with our own labelled previous/next buttons (loaded with its CSS only where used). */
export default function SlickCarousel({ label, settings, arrows, children }: SlickCarouselProps) {
  const slider = useRef<Slider>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useInertHiddenSlides(root);
  const breakpoints = useMemo(() => breakpointsOf(settings), [settings]);
  const breakpoint = useBreakpoint(breakpoints);
  const shown = settingsAt(settings, breakpoint, Children.count(children));
  return (
    <Root ref={setRoot} aria-roledescription="carousel" aria-label={label} $arrows={arrows}>
      <Slider ref={slider} {...shown} arrows={false}>
        {children}
      </Slider>
      {ARROWS.map((arrow) => (
        <Arrow
          key={arrow.side}
          type="button"
          $arrows={arrows}
          $side={arrow.side}
          aria-label={arrow.label}
          onClick={() => (arrow.side === 'prev' ? slider.current?.slickPrev() : slider.current?.slickNext())}
        >
          <span aria-hidden="true">{arrow.symbol}</span>
        </Arrow>
      ))}
    </Root>
  );
}
