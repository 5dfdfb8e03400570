import { media } from '@safa/shared-ui';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { Carousel } from '../../components/carousel/Carousel';
import { TESTIMONIALS, type Testimonial } from './testimonials-content';

/** §4/§9: loops, advances every 5000 ms, and keeps going after the visitor interacts. */
const testimonialSettings: Settings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
  pauseOnHover: false,
  pauseOnFocus: false,
  pauseOnDotsHover: false,
};

/* The words, then who said them (the figure's caption), the picture beside both on a large screen. */
const Slide = styled.figure`
  display: grid;
  column-gap: 1.5rem;
  align-items: center;
  margin: 0;
  ${media.up('lg')} { grid-template-columns: 1fr 14rem; }
  img { display: none; width: 14rem; height: 14rem; ${media.up('lg')} { display: block; grid-column: 2; grid-row: 1 / span 2; } }
  blockquote { margin: 0; font-size: 1.1rem; }
  figcaption { grid-column: 1; margin-top: 0.75rem; }
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentText};
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
      </div>
      <img src={testimonial.image} alt={testimonial.imageAlt} width={224} height={224} loading="lazy" />
      <figcaption>
        <strong>{testimonial.name}</strong>, {testimonial.location}
      </figcaption>
    </Slide>
  );
}

/** The three fixed testimonials in their carousel. */
export default function TestimonialCarousel() {
  return (
    <Carousel label="Testimonials" settings={testimonialSettings} arrows="bottom-right">
      {TESTIMONIALS.map((testimonial) => (
        <TestimonialSlide key={testimonial.heading} testimonial={testimonial} />
      ))}
    </Carousel>
  );
}
