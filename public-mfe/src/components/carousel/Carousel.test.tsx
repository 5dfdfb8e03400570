import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { Carousel } from './Carousel';

const slides = (count: number) =>
  Array.from({ length: count }, (_, index) => `Slide ${index + 1}`).map((name) => <p key={name}>{name}</p>);

const renderCarousel = (count: number) =>
  renderPage(
    <Carousel label="Pictures" settings={{ slidesToShow: 1, autoplay: true, infinite: true }} arrows="sides">
      {slides(count)}
    </Carousel>,
  );

describe('a carousel', () => {
  it('moves between its slides with previous and next buttons', async () => {
    renderCarousel(2);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });

  it('of one slide is that slide alone: no buttons that do nothing, no carousel to describe', async () => {
    renderCarousel(1);
    expect(await screen.findByText('Slide 1')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Pictures' })).not.toHaveAttribute('aria-roledescription');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('.slick-slider')).toBeNull();
  });
});
