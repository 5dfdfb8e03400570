import { useIsLive } from '@safa/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../components/layout-styles';
import { useInView } from '../../components/useInView';
import TestimonialCarousel from './TestimonialCarousel';

const Reveal = styled.div<{ $revealed: boolean }>`
  opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
  transform: translateY(${({ $revealed }) => ($revealed ? '0' : '1.5rem')});
  transition: opacity 0.6s ease, transform 0.6s ease;
`;

/**
 * The fixed testimonials, in the page as the server sends it (their words are read, and indexed,
 * without scripts, and stay as they are when the app takes them over). Rendered by the app itself (a
 * visit that reaches the home page within the site), they start invisible and show as they are
 * scrolled into view.
 */
export default function Testimonials() {
  const ref = useRef<HTMLDivElement>(null);
  const live = useIsLive();
  // Hydrating the server's markup (not live yet): shown already, and they stay so.
  const [shownByServer] = useState(!live);
  const revealed = useInView(ref) || shownByServer;
  return (
    <Section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What our travellers say</h2>
      <Reveal ref={ref} $revealed={revealed} data-testid="testimonials" data-revealed={revealed}>
        <TestimonialCarousel />
      </Reveal>
    </Section>
  );
}
