/** The agency as its documents name it (receipts, the footer): the BFF and the site say it alike. */
export const AGENCY = {
  name: 'Safa Travels & Tours',
  address: '12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
} as const;
