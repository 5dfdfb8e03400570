import { BRAND } from '../brand';

interface LogoProps {
  size?: number;
}

/** The agency's mark: a crescent over a travel arc, drawn inline so it costs no request. */
export function Logo({ size = 40 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={BRAND.name}>
      <circle cx="24" cy="24" r="23" fill="#0b5d3b" />
      <path d="M28 11a11 11 0 1 0 8 18 13 13 0 1 1-8-18z" fill="#f7efdf" />
      <path d="M8 34c8-6 24-6 32 0" stroke="#b8862b" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
