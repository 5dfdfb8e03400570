import { BRAND, Logo, media } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import accreditationUrl from '../../assets/accreditation.svg';
import { FOOTER_LINKS } from '../../site/navigation';
import { SITE } from '../../site/site-info';
import { FooterContacts } from './FooterContacts';

/*
 * No margin above: the page's last band, white or grey, runs straight into the footer. Room at the
 * bottom for the floating buttons, so that the end of the page is never under them.
 */
const Wrapper = styled.footer`
  padding: 2.5rem 1rem ${({ theme }) => theme.layout.floatingBand};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #f1f5f3;
  a { color: #fff; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${media.up('md')} { grid-template-columns: repeat(2, 1fr); }
  /* The contacts column is as wide as its widest line (two phone numbers), within reason. */
  ${media.up('lg')} { grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) fit-content(24rem) minmax(0, 1fr); }
  h2 { margin: 0 0 0.75rem; font-size: 1.1rem; color: #fff; }
  address { font-style: normal; }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.15rem;
  a { display: inline-block; padding: 0.35rem 0; }
`;

const Copyright = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 2rem auto 0;
  padding-top: 1rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.9rem;
`;

function ExternalLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function Footer() {
  return (
    <Wrapper>
      <Columns>
        <div>
          <Logo size={48} />
          <p>{BRAND.name}: Hajj, Umrah, vacations, flights and hotels, from Lagos since 2011.</p>
          <address>{SITE.address}</address>
          <p>
            Booked with us? <Link to="/find-booking">Find my booking</Link>
          </p>
        </div>
        <nav aria-label="Footer">
          <h2>Quick links</h2>
          <LinkList>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to + link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <div>
          <h2>Contact us</h2>
          <FooterContacts />
        </div>
        <div>
          <h2>Follow us</h2>
          <LinkList>
            <li>
              <ExternalLink href={SITE.instagramUrl} label="Instagram" />
            </li>
            <li>
              <ExternalLink href={SITE.facebookUrl} label="Facebook" />
            </li>
          </LinkList>
          <img
            src={accreditationUrl}
            alt="Accredited air transport agent"
            width={160}
            height={64}
            loading="lazy"
            style={{ marginTop: '1rem' }}
          />
        </div>
      </Columns>
      <Copyright>
        © {SITE.copyrightYear} {BRAND.name}. All rights reserved. <Link to="/privacy">Privacy notice</Link>
      </Copyright>
    </Wrapper>
  );
}
