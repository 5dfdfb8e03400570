import type { Contact } from '@safa/contract';
import styled from 'styled-components';
import { emailsOf, phonesOf } from '../../site/contacts';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a { display: inline-block; padding: 0.35rem 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The agency's phones and e-mails from the server, as call and mail links. */
export function ContactLinks({ contacts }: { contacts: Contact[] }) {
  const phones = phonesOf(contacts);
  const emails = emailsOf(contacts);
  return (
    <>
      <h3>Phone</h3>
      <List>
        {phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </List>
      <h3>Email</h3>
      <List>
        {emails.map((email) => (
          <li key={email}>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ))}
      </List>
    </>
  );
}
