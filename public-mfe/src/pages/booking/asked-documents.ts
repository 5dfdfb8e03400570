import {
  type BookedTraveller,
  DOCUMENT_KIND_LABELS,
  type TravellerDocument,
  vaccinationCertificate,
  vaccineOfMissing,
} from '@safa/contract';
import type { DocumentChoice } from '../../forms/traveller-forms';

/** A document the trip asks of a traveller, and the one they sent for it last (if any). */
export interface AskedDocument {
  choice: DocumentChoice;
  label: string;
  sent: TravellerDocument | undefined;
}

/**
 * The documents the trip asks of a traveller, each with the latest sent: the passport's photo page,
 * a passport photograph, and a certificate of each vaccination the BFF's checklist asks for (those
 * missing, and those already sent).
 */
export function askedDocuments(traveller: BookedTraveller): AskedDocument[] {
  const kept = traveller.documents.filter((document) => !document.removedAt);
  const latest = (choice: DocumentChoice) =>
    kept.findLast(
      (document) =>
        document.kind === choice.kind &&
        (choice.vaccine === undefined || document.vaccine === choice.vaccine),
    );
  const vaccines = new Set([
    ...kept.flatMap((document) => (document.kind === 'vaccination' && document.vaccine) || []),
    ...traveller.readiness.missingDocuments.flatMap((missing) => vaccineOfMissing(missing) ?? []),
  ]);
  const choices: [DocumentChoice, string][] = [
    [{ kind: 'passport_scan' }, DOCUMENT_KIND_LABELS.passport_scan],
    [{ kind: 'photo' }, DOCUMENT_KIND_LABELS.photo],
    ...[...vaccines].map((vaccine): [DocumentChoice, string] => [
      { kind: 'vaccination', vaccine },
      vaccinationCertificate(vaccine),
    ]),
  ];
  return choices.map(([choice, label]) => ({ choice, label, sent: latest(choice) }));
}
