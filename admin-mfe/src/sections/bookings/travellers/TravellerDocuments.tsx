import type { Traveller, TravellerDocument } from '@safa/contract';
import { formatDate, formatDay } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PrivateFileViewer } from '../../../common/PrivateFileViewer';
import { CompactButton, Muted } from '../booking-layout';
import { fileSize } from '../payments/payment-text';
import { Problem } from '../readiness/Checklist';
import { documentTitle, passportReadingText } from './document-text';
import { useDocumentFile } from './useTravellers';

const Documents = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; gap: 0.15rem; }
`;

/** A traveller's document, fetched with the admin token (documents have no public address). */
function DocumentViewer({ document, onClose }: { document: TravellerDocument; onClose: () => void }) {
  const { data: file, error } = useDocumentFile(document.id);
  return (
    <PrivateFileViewer
      title={`${documentTitle(document)} ${document.fileName}`}
      what="document"
      contentType={document.contentType}
      file={file}
      failed={Boolean(error)}
      onClose={onClose}
    />
  );
}

/** What the passport page's zone says against the details typed: a mismatch stands out. */
function PassportReading({ document }: { document: TravellerDocument }) {
  const text = passportReadingText(document);
  if (!text) return null;
  return document.mrz?.mismatches.length ? <Problem>{text}</Problem> : <Muted>{text}</Muted>;
}

/**
 * The documents in a traveller's file, each to open (its file deleted once kept no longer after the
 * trip), a vaccination with its day, a passport page with what its zone says against what was typed.
 */
export function TravellerDocuments({ traveller }: { traveller: Traveller }) {
  const [viewed, setViewed] = useState<TravellerDocument | null>(null);
  if (traveller.documents.length === 0) return <Muted>No documents sent yet.</Muted>;
  return (
    <>
      <Documents aria-label={`Documents of ${traveller.fullName}`}>
        {traveller.documents.map((document) => (
          <li key={document.id}>
            <strong>
              {documentTitle(document)}
              {document.vaccinatedOn ? `, given ${formatDay(document.vaccinatedOn)}` : ''}
            </strong>
            <Muted>
              {document.fileName} · {fileSize(document.size)} · sent {formatDate(document.uploadedAt, true)}
            </Muted>
            <PassportReading document={document} />
            {document.removedAt ? (
              <Muted>File deleted {formatDate(document.removedAt)}: kept no longer after the trip.</Muted>
            ) : (
              <CompactButton type="button" $variant="secondary" onClick={() => setViewed(document)}>
                View
                <span className="visually-hidden">
                  {' '}
                  {documentTitle(document)} {document.fileName}
                </span>
              </CompactButton>
            )}
          </li>
        ))}
      </Documents>
      {viewed ? <DocumentViewer document={viewed} onClose={() => setViewed(null)} /> : null}
    </>
  );
}
