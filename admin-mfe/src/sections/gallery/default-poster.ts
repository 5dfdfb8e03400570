/** Shown for a video stored without a poster: a dark frame, drawn inline so it costs no request. */
export const DEFAULT_POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1c2430"/><circle cx="8" cy="4.5" r="2.6" fill="#0b5d3b"/></svg>',
)}`;
