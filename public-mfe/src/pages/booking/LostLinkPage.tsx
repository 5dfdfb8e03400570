import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { findBookingPage } from '../find-booking/find-booking.page';
import { bookingPage } from './booking.page';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  max-width: 44rem;
  h2 { margin: 0; font-size: 1.3rem; }
  p { margin: 0; }
`;

/** A character a token is written with (base64url): anything else at its end was added to the link. */
const TOKEN_CHARACTER = /^[\w-]$/;

/**
 * A private link's token without what a chat app may add at the end of a link it shows, or its reader
 * copy with it ('.', ')', '!'…), when something was. A scan from the end: a `[^\w-]+$` pattern would
 * backtrack over a long run of such characters in a crafted address.
 */
export function tokenWithoutTrail(token: string | null): string | undefined {
  if (!token) return undefined;
  let end = token.length;
  while (end > 0 && !TOKEN_CHARACTER.test(token.charAt(end - 1))) end -= 1;
  const trimmed = token.slice(0, end);
  return trimmed && trimmed !== token ? trimmed : undefined;
}

/**
 * A private link that opens no booking (cut short, punctuation added at its end, capital letters): what
 * may have happened to it, the link without what was added at its end, and the way to have it sent again.
 */
export function LostLinkPage({ token }: { token: string | null }) {
  const trimmed = tokenWithoutTrail(token);
  return (
    <>
      <PageHero title="Your booking" />
      <Section aria-labelledby="lost-link-heading">
        <Body>
          <h2 id="lost-link-heading">We could not open this booking</h2>
          <p>
            The link may have been cut short, or changed on its way to you: a chat app can add a full stop at
            its end, or capital letters.
          </p>
          {trimmed ? (
            <p>
              This one ends with “{token?.slice(trimmed.length)}”:{' '}
              <Link to={`${bookingPage.path}?${new URLSearchParams({ token: trimmed })}`}>
                open it without
              </Link>
              .
            </p>
          ) : null}
          <p>
            Give us the booking’s reference (like SAFA-7K3Q9) and the phone number or e-mail you booked with:
            we send the link to your booking again.
          </p>
          <LinkButton to={findBookingPage.path}>Find my booking</LinkButton>
        </Body>
      </Section>
    </>
  );
}
