/** The agency's identity, shown by the header, footer and admin top bar. */
export const BRAND = {
  name: 'Safa Travels & Tours',
  shortName: 'Safa Travels',
  city: 'Lagos',
} as const;
