import {
  type BookedTraveller,
  routes,
  SEX_LABELS,
  TRAVELLER_TYPE_LABELS,
  VISA_STATUS_LABELS,
  writtenDay,
} from '@safa/contract';
import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { usePostedForm } from '../../forms/posted-form';
import { travellerCarries } from '../../forms/traveller-forms';
import { type AskedDocument, askedDocuments } from './asked-documents';
import { Facts } from './booking-styles';
import { DocumentForm } from './DocumentForm';
import { TravellerDetailsForm } from './TravellerDetailsForm';

const File = styled.article`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: 1.15rem; overflow-wrap: anywhere; }
  h3 span { display: block; font-size: 0.9rem; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.25rem; }
  /* A list item still, so it keeps the marker that says it opens; tall enough to tap. */
  summary { cursor: pointer; padding: 0.6rem 0; font-weight: 700; color: ${({ theme }) => theme.colors.primaryDark}; }
  details > form { margin-top: 0.5rem; }
`;

const Checklist = styled.div<{ $ready: boolean }>`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ $ready, theme }) => ($ready ? theme.colors.success : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $ready, theme }) => ($ready ? theme.colors.primaryLight : theme.colors.accentLight)};
`;

const Problems = styled.ul`
  color: ${({ theme }) => theme.colors.danger};
`;

const Documents = styled.ul`
  list-style: none;
  /* Over the file's own lists' indent. */
  && { padding: 0; }
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 0.75rem; }
  /* Its state to the right, on a line of its own too under a long name. */
  li > :last-child { margin-left: auto; }
  li span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** What is missing and wrong, in the BFF's words, by when: or that the traveller is ready. */
function TravellerChecklist({ traveller, dueOn }: { traveller: BookedTraveller; dueOn: string }) {
  const { readiness } = traveller;
  const missing = [
    ...(readiness.missingDetails.length > 0
      ? [`Passport details: ${readiness.missingDetails.join(', ')}`]
      : []),
    ...readiness.missingDocuments,
  ];
  return (
    <Checklist $ready={readiness.ready} data-testid="traveller-checklist">
      {readiness.ready ? <strong>Ready to fly.</strong> : null}
      {missing.length > 0 ? (
        <>
          <strong>Still needed by {writtenDay(dueOn)}:</strong>
          <ul>
            {missing.map((thing) => (
              <li key={thing}>{thing}</li>
            ))}
          </ul>
        </>
      ) : null}
      {readiness.problems.length > 0 ? (
        <>
          <strong>To put right:</strong>
          <Problems>
            {readiness.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Problems>
        </>
      ) : null}
      <span>Visa: {VISA_STATUS_LABELS[readiness.visa]}</span>
      {readiness.roomNumber ? <span>Room: {readiness.roomNumber}</span> : null}
    </Checklist>
  );
}

/** Each document the trip asks for, sent (with a link to it) or not yet. */
function DocumentStates({ asked, token }: { asked: AskedDocument[]; token: string }) {
  const linkOf = (id: string) =>
    `/api${routes.getDocumentByLink.path.replace(':id', encodeURIComponent(id))}?${new URLSearchParams({ token })}`;
  return (
    <Documents aria-label="Documents">
      {asked.map(({ label, sent }) => (
        <li key={label}>
          {label}
          {sent ? (
            <a href={linkOf(sent.id)} target="_blank" rel="noreferrer">
              Sent {writtenDay(sent.uploadedAt.slice(0, 10))}
              {sent.vaccinatedOn ? ` (given ${writtenDay(sent.vaccinatedOn)})` : ''}
            </a>
          ) : (
            <span>Not sent yet</span>
          )}
        </li>
      ))}
    </Documents>
  );
}

/** The details as saved, once the customer no longer changes them. */
function SavedDetails({ traveller }: { traveller: BookedTraveller }) {
  const rows: [string, string | undefined][] = [
    ['Sex', traveller.sex && SEX_LABELS[traveller.sex]],
    ['Born', traveller.dateOfBirth && writtenDay(traveller.dateOfBirth)],
    ['Nationality', traveller.nationality],
    // Masked by the API, as every passport number a customer is shown.
    ['Passport', traveller.passportNumber],
    ['Issued', traveller.passportIssuedOn && writtenDay(traveller.passportIssuedOn)],
    ['Expires', traveller.passportExpiresOn && writtenDay(traveller.passportExpiresOn)],
  ];
  return (
    <Facts>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? 'To come'}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

interface TravellerFileProps {
  traveller: BookedTraveller;
  token: string;
  /** The last day the customer completes the file. */
  dueOn: string;
  /** Whether the customer may still complete it (else the agency does). */
  open: boolean;
}

/**
 * One traveller's file on the private page: their checklist, their documents, and while the customer
 * may complete them the forms of their details and documents (open where something is missing).
 */
export function TravellerFile({ traveller, token, dueOn, open }: TravellerFileProps) {
  const asked = askedDocuments(traveller);
  const { missingDetails, missingDocuments } = traveller.readiness;
  // A form of this traveller's posted and refused comes back open, with why.
  const refusedDetails = usePostedForm('traveller', travellerCarries(token, traveller.id, 'details'));
  const refusedDocument = usePostedForm('document', travellerCarries(token, traveller.id, 'document'));
  // Open where something is missing as the page comes; then as the customer leaves them (a form
  // that has just done its job does not fold away under their finger).
  const [detailsOpen] = useState(missingDetails.length > 0 || Boolean(refusedDetails));
  const [documentsOpen] = useState(missingDocuments.length > 0 || Boolean(refusedDocument));
  return (
    <File aria-labelledby={`${traveller.id}-name`}>
      <h3 id={`${traveller.id}-name`}>
        {traveller.fullName}
        <span>{TRAVELLER_TYPE_LABELS[traveller.type]}</span>
      </h3>
      <TravellerChecklist traveller={traveller} dueOn={dueOn} />
      <DocumentStates asked={asked} token={token} />
      {open ? (
        <>
          <details open={detailsOpen}>
            <summary>Passport details</summary>
            <TravellerDetailsForm traveller={traveller} token={token} />
          </details>
          <details open={documentsOpen}>
            <summary>Send a document</summary>
            <DocumentForm traveller={traveller} token={token} asked={asked} />
          </details>
        </>
      ) : (
        <SavedDetails traveller={traveller} />
      )}
    </File>
  );
}
