import { media } from '@safa/shared-ui';
import { useRef } from 'react';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { Carousel } from '../../components/carousel/Carousel';
import { Section } from '../../components/layout-styles';
import { useInView } from '../../components/useInView';
import { TESTIMONIALS, type Testimonial } from './testimonials-content';

/** §4/§9: loops, advances every 5000 ms, and keeps going after the visitor interacts. */
export const testimonialSettings: Settings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
  pauseOnHover: false,
  pauseOnFocus: false,
  pauseOnDotsHover: false,
};

const Reveal = styled.div<{ $revealed: boolean }>`
  opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
  transform: translateY(${({ $revealed }) => ($revealed ? '0' : '1.5rem')});
  transition: opacity 0.6s ease, transform 0.6s ease;
`;

const Slide = styled.figure`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  margin: 0;
  ${media.up('lg')} { grid-template-columns: 1fr 14rem; }
  img { display: none; width: 14rem; height: 14rem; ${media.up('lg')} { display: block; } }
  blockquote { margin: 0; font-size: 1.1rem; }
  figcaption { margin-top: 0.75rem; }
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Stars = styled.p`
  margin: 0.5rem 0;
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 0.15em;
`;

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Slide>
      <div>
        <Label>Testimonial</Label>
        <h3>{testimonial.heading}</h3>
        <blockquote>
          <p>{testimonial.quote}</p>
        </blockquote>
        <Stars role="img" aria-label={`Rated ${testimonial.stars} out of 5`}>
          {'★'.repeat(testimonial.stars)}
        </Stars>
        <figcaption>
          <strong>{testimonial.name}</strong>, {testimonial.location}
        </figcaption>
      </div>
      <img src={testimonial.image} alt={testimonial.imageAlt} width={224} height={224} loading="lazy" />
    </Slide>
  );
}

/** The fixed testimonials, invisible until scrolled into view. */
export function Testimonials() {
  const ref = useRef<HTMLDivElement>(null);
  const revealed = useInView(ref);
  return (
    <Section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What our travellers say</h2>
      <Reveal ref={ref} $revealed={revealed} data-testid="testimonials" data-revealed={revealed}>
        <Carousel
          label="Testimonials"
          settings={testimonialSettings}
          arrows="bottom-right"
          reservedHeight="22rem"
          previewSlideWidth="100%"
        >
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialSlide key={testimonial.heading} testimonial={testimonial} />
          ))}
        </Carousel>
      </Reveal>
    </Section>
  );
}
