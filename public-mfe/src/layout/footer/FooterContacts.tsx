import { Fragment } from 'react';
import styled from 'styled-components';
import { useContacts } from '../../api/queries';
import { emailsOf, pairs, phonesOf } from '../../site/contacts';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  overflow-wrap: anywhere;
`;

/** A phone number breaks only between numbers, never inside one. */
const PhoneNumber = styled.span`
  white-space: nowrap;
`;

/** Phones two per line, separated by commas; e-mails one per line. Empty when the list fails to load (§8). */
export function FooterContacts() {
  const contacts = useContacts().data ?? [];
  const phoneLines = pairs(phonesOf(contacts));
  const emails = emailsOf(contacts);
  return (
    <Lines data-testid="footer-contacts">
      {phoneLines.map((line) => (
        <li key={line.join()}>
          <span className="visually-hidden">Phone: </span>
          {line.map((phone, index) => (
            <Fragment key={phone}>
              {index > 0 ? ', ' : null}
              <PhoneNumber>{phone}</PhoneNumber>
            </Fragment>
          ))}
        </li>
      ))}
      {emails.map((email) => (
        <li key={email}>
          <span className="visually-hidden">E-mail: </span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
    </Lines>
  );
}
