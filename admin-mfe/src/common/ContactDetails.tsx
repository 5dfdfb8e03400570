interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** A person's name, e-mail and phone as terms of a DetailList (the list may go on with more). */
export const ContactDetails = ({ contact }: { contact: Contact }) => (
  <>
    <dt>Name</dt>
    <dd>{contact.name}</dd>
    <dt>Email</dt>
    <dd>
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
    </dd>
    <dt>Phone</dt>
    <dd>
      <a href={`tel:${contact.phone}`}>{contact.phone}</a>
    </dd>
  </>
);
