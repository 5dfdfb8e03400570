import { server } from './msw-server';

// jsdom lacks these browser APIs; react-slick and the reveal-on-scroll effect need them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ImmediateIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.defineProperty(window, 'IntersectionObserver', {
  writable: true,
  value: ImmediateIntersectionObserver,
});
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
// React's server renderer (renderOnServer) schedules its work with setImmediate, which jsdom lacks.
globalThis.setImmediate ??= ((callback: () => void) =>
  setTimeout(callback, 0)) as unknown as typeof setImmediate;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.clearAllMocks();
});
afterAll(() => server.close());
