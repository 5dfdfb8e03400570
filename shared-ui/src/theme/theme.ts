/** The agency's design tokens. Colours meet WCAG AA contrast on their paired backgrounds. */
export const theme = {
  colors: {
    primary: '#0b5d3b',
    primaryDark: '#07422a',
    primaryLight: '#e6f2ec',
    accent: '#b8862b',
    /** The gold for text: `accent` is too light for it on white (3.2:1); this is 5.3:1. */
    accentText: '#8c6418',
    accentLight: '#f7efdf',
    text: '#1c2430',
    textMuted: '#52606d',
    background: '#ffffff',
    surface: '#f6f7f9',
    border: '#d9dee4',
    danger: '#b42318',
    success: '#1e7b45',
    info: '#175cd3',
    overlay: 'rgba(10, 16, 24, 0.72)',
    onPrimary: '#ffffff',
  },
  fonts: {
    /**
     * Our symbols come first: their face covers only '✨' (its unicode-range), so every other character
     * is drawn by the fonts after it, and '✨' shows as ours everywhere, never as an empty box on a phone
     * without an emoji font. (Placed after a system font, Chromium keeps the box it drew while the
     * symbols were still on their way.)
     */
    body: "'Safa Symbols', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Safa Symbols', Georgia, 'Times New Roman', serif",
    symbols: 'Safa Symbols',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 2px 10px rgba(16, 24, 40, 0.08)',
    raised: '0 10px 30px rgba(16, 24, 40, 0.18)',
  },
  /** Min-width breakpoints in px (spec: carousel 640 and 1024). */
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  layout: {
    maxWidth: '1200px',
    headerHeight: '64px',
    /** The band at the bottom of a public page's window that its floating buttons take. */
    floatingBand: '5.5rem',
  },
  zIndex: { header: 100, floating: 200, overlay: 1000, dialog: 1100 },
} as const;

export type Theme = typeof theme;

/** `${media.up('lg')} { ... }` inside styled templates. */
export const media = {
  up: (size: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[size]}px)`,
  down: (size: keyof Theme['breakpoints']) => `@media (max-width: ${theme.breakpoints[size] - 0.02}px)`,
};
