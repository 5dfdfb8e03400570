import { type BookedTraveller, SEX_LABELS, TRAVELLER_TYPE_LABELS } from '@safa/contract';
import { formatDay, formatNaira, media } from '@safa/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DetailList } from '../../../common/layout';
import { CompactButton, Lines, Muted } from '../booking-layout';
import { CheckedText, Problem, ReadyBadge } from '../readiness/Checklist';
import { checklistOf } from '../readiness/readiness-text';
import { TravellerDocuments } from './TravellerDocuments';

const Card = styled.article`
  display: grid;
  gap: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 { margin: 0; font-size: 1rem; }
  h5 { margin: 0; font-size: 0.95rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

/** The details, the checklist and the documents side by side on a wide screen, one under the other on a phone. */
const Parts = styled.div`
  display: grid;
  gap: 1rem;
  ${media.up('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  & > div { display: grid; gap: 0.5rem; align-content: start; }
`;

const Checklist = styled(Lines)`
  display: grid;
  gap: 0.35rem;
`;

const notGiven = <Muted>Not given</Muted>;
const day = (value: string | undefined) => (value ? formatDay(value) : notGiven);

/** An issued visa's number and day, after its status: 'SA4410001, issued 20 Nov 2026'. */
function visaDetails({ visa }: BookedTraveller): ReactNode {
  if (visa.status !== 'issued') return null;
  const details = [visa.number, visa.issuedOn && `issued ${formatDay(visa.issuedOn)}`].filter(Boolean);
  return (
    <>
      {' '}
      <Muted>{details.join(', ')}</Muted>
    </>
  );
}

/** The forms a traveller's card opens: their details, their visa, a document for them. */
export type TravellerForm = 'details' | 'visa' | 'document';

interface TravellerCardProps {
  traveller: BookedTraveller;
  /** Their place on the booking, from 1. */
  number: number;
  onOpen: (form: TravellerForm) => void;
}

/**
 * A traveller of a booking: who they are and what they pay, their details as in the passport, their
 * checklist for the trip (what is missing and wrong in words, the visa, the room, the money, "Ready
 * to fly"), and their documents.
 */
export function TravellerCard({ traveller, number, onOpen }: TravellerCardProps) {
  const headingId = `traveller-${traveller.id}`;
  const checklist = checklistOf(traveller.readiness);
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h4 id={headingId}>
          {number}. {traveller.fullName}
        </h4>
        <Muted>
          {TRAVELLER_TYPE_LABELS[traveller.type]} · {formatNaira(traveller.price)}
        </Muted>
        <ReadyBadge ready={traveller.readiness.ready} />
      </Header>
      <Parts>
        <div>
          <h5>Details as in the passport</h5>
          <DetailList>
            <dt>Sex</dt>
            <dd>{traveller.sex ? SEX_LABELS[traveller.sex] : notGiven}</dd>
            <dt>Date of birth</dt>
            <dd>{day(traveller.dateOfBirth)}</dd>
            <dt>Nationality</dt>
            <dd>{traveller.nationality ?? notGiven}</dd>
            <dt>Passport number</dt>
            <dd>{traveller.passportNumber ?? notGiven}</dd>
            <dt>Passport issued</dt>
            <dd>{day(traveller.passportIssuedOn)}</dd>
            <dt>Passport expires</dt>
            <dd>{day(traveller.passportExpiresOn)}</dd>
          </DetailList>
          <CompactButton type="button" $variant="secondary" onClick={() => onOpen('details')}>
            Edit details<span className="visually-hidden"> of {traveller.fullName}</span>
          </CompactButton>
        </div>
        <div>
          <h5>Checklist</h5>
          <Checklist aria-label={`Checklist of ${traveller.fullName}`}>
            {Object.values(checklist).map((line) => (
              <li key={line.topic}>
                {line.topic}: <CheckedText line={line} />
                {line.topic === 'Visa' ? visaDetails(traveller) : null}
              </li>
            ))}
            {traveller.readiness.problems.map((problem) => (
              <li key={problem}>
                <Problem>{problem}</Problem>
              </li>
            ))}
          </Checklist>
          <CompactButton type="button" $variant="secondary" onClick={() => onOpen('visa')}>
            Set visa<span className="visually-hidden"> of {traveller.fullName}</span>
          </CompactButton>
        </div>
        <div>
          <h5>Documents</h5>
          <TravellerDocuments traveller={traveller} />
          <CompactButton type="button" $variant="secondary" onClick={() => onOpen('document')}>
            Add a document<span className="visually-hidden"> for {traveller.fullName}</span>
          </CompactButton>
        </div>
      </Parts>
    </Card>
  );
}
