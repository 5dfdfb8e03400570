/** §2 About: the ten values, in order. */
export const VALUES = [
  'Integrity',
  'Respect',
  'Commitment',
  'Trustworthiness',
  'Spiritual Focus',
  'Excellence',
  'Safety',
  'Inclusivity',
  'Responsibility',
  'Empathy',
] as const;

/** §2 About: the six timeline entries. */
export const TIMELINE = [
  { year: '2011', text: 'Founded in Lagos.' },
  { year: '2012', text: 'Accredited as an air-transport agent.' },
  { year: '2012', text: 'Became a member of the national Hajj commission.' },
  { year: '2015', text: 'Led our first Umrah convoy.' },
  { year: '2017', text: 'Our first Hajj delegation, of 150 pilgrims.' },
  { year: '2023', text: 'A landmark pilgrimage of 250+ pilgrims.' },
] as const;
