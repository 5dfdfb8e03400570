import { createContext, useContext } from 'react';

/**
 * Whether the slide being rendered is one the carousel does not show at first: its pictures wait
 * until it is shown (a browser loads lazy pictures in a scrolling row as soon as they are near).
 */
export const DeferredSlideContext = createContext(false);

export const useIsInDeferredSlide = () => useContext(DeferredSlideContext);
