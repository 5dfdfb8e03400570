import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { drawnWidth } from '../../test/drawn-width';
import { DeferredSlideContext } from './carousel/deferred-slide';
import { tileSizes } from './ImageTileGrid';
import { Picture } from './Picture';

const SRC = '/api/media/65a1b2c3d4e5f60718293a4b';
const DETAILS = { width: 2400, height: 1600, colour: '#b88868', widths: [320, 640, 960, 1280, 1920] };

/** The picture of Dubai at `100vw`, prepared unless `details` says otherwise. */
const renderPicture = (props: Partial<ComponentProps<typeof Picture>> = {}) =>
  render(
    <Picture
      src={SRC}
      alt="Dubai"
      details={DETAILS}
      sizes="100vw"
      fallbackSize={{ width: 1, height: 1 }}
      {...props}
    />,
  );

describe('a picture', () => {
  it('offers every width in AVIF and WebP, at its own size over its colour, lazily', () => {
    const { container } = renderPicture();
    const image = screen.getByRole('img', { name: 'Dubai' });
    const avif = container.querySelector('source[type="image/avif"]');

    expect(avif?.getAttribute('srcset')).toBe(
      DETAILS.widths.map((width) => `${SRC}?w=${width}&f=avif ${width}w`).join(', '),
    );
    expect(avif?.getAttribute('sizes')).toBe('100vw');
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${SRC}?w=960&f=webp 960w`));
    expect(image).toHaveAttribute('src', `${SRC}?w=1920&f=webp`);
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
    expect(image).toHaveStyle({ backgroundColor: '#b88868' });
  });

  it('is fetched first and at once when it is the page’s largest', () => {
    renderPicture({ priority: true });
    const image = screen.getByRole('img', { name: 'Dubai' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a picture not prepared yet as stored, in the shape it is given', () => {
    const { container } = renderPicture({ details: undefined, fallbackSize: { width: 400, height: 300 } });
    const image = screen.getByRole('img', { name: 'Dubai' });
    expect(container.querySelector('source')).toBeNull();
    expect(image).toHaveAttribute('src', SRC);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
  });
});

describe('a picture in a slide not shown at first', () => {
  it('keeps its place in its colour, fetching nothing; only a browser without scripts gets it', () => {
    const { container } = render(
      <DeferredSlideContext.Provider value>
        <Picture
          src={SRC}
          alt="Dubai"
          details={DETAILS}
          sizes="100vw"
          fallbackSize={{ width: 1, height: 1 }}
        />
      </DeferredSlideContext.Provider>,
    );
    const place = screen.getByRole('img', { name: 'Dubai' });
    expect(place.tagName).toBe('SPAN');
    expect(place).toHaveStyle({ backgroundColor: '#b88868' });
    expect(container.querySelector('img')).toBeNull();
    expect(place.querySelector('noscript')).not.toBeNull();
  });
});

describe('the sizes of a grid tile', () => {
  it('share the content column among the columns at each window width, less the gaps', () => {
    const sizes = tileSizes({ columns: { base: 2, sm: 3, lg: 4 } });
    expect(drawnWidth(sizes, 412)).toBe((380 - 12) / 2);
    expect(drawnWidth(sizes, 1440)).toBe((1200 - 36) / 4);
    expect(drawnWidth(tileSizes({ columns: { base: 1 } }), 375)).toBe(343);
  });

  it('keep centred tiles at their width, two a row on a phone', () => {
    const sizes = tileSizes({ tileWidth: 256 });
    expect(drawnWidth(sizes, 375)).toBe((343 - 12) / 2);
    expect(drawnWidth(sizes, 1280)).toBe(256);
  });
});
