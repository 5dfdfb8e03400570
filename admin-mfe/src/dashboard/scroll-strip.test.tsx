import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderAdmin } from '../../test/render-admin';
import { server } from '../../test/server';
import { centredScrollLeft, scrollEdges } from './scroll-strip';

describe('scrollEdges', () => {
  it('tells which ends of a strip hide part of it', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 870, clientWidth: 375 })).toEqual({
      before: false,
      after: true,
    });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 870, clientWidth: 375 })).toEqual({
      before: true,
      after: true,
    });
    expect(scrollEdges({ scrollLeft: 495, scrollWidth: 870, clientWidth: 375 })).toEqual({
      before: true,
      after: false,
    });
  });

  it('sees no hidden part in a strip that fits, give or take a rounded pixel', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 224, clientWidth: 223 })).toEqual({
      before: false,
      after: false,
    });
  });
});

describe('centredScrollLeft', () => {
  it('puts the item in the middle of the strip', () => {
    expect(centredScrollLeft({ offsetLeft: 600, offsetWidth: 100 }, { clientWidth: 300 })).toBe(500);
  });
});

describe('the section strip', () => {
  it('marks the ends that hide sections as it scrolls', async () => {
    server.use(http.get('*/api/messages/getallcontacts', () => HttpResponse.json([])));
    renderAdmin('/admin/contacts');
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const strip = within(nav).getByRole('list');
    Object.defineProperties(strip, {
      scrollWidth: { configurable: true, value: 870 },
      clientWidth: { configurable: true, value: 375 },
      scrollLeft: { configurable: true, writable: true, value: 0 },
    });

    fireEvent.scroll(strip);
    expect(nav).toHaveAttribute('data-more-after');
    expect(nav).not.toHaveAttribute('data-more-before');

    strip.scrollLeft = 495;
    fireEvent.scroll(strip);
    expect(nav).toHaveAttribute('data-more-before');
    expect(nav).not.toHaveAttribute('data-more-after');
  });
});
