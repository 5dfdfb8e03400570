import { bookedTraveller } from '../../../test/msw-server';
import { askedDocuments } from './asked-documents';

const sent = (id: string, kind: 'passport_scan' | 'vaccination', vaccine?: string, removedAt?: string) => ({
  id,
  kind,
  ...(vaccine && { vaccine, vaccinatedOn: '2026-05-02' }),
  fileName: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 1000,
  uploadedAt: '2026-06-13T12:00:00.000Z',
  ...(removedAt && { removedAt }),
});

describe('the documents a trip asks of a traveller', () => {
  it('are the passport page, the photograph and each vaccination asked or sent, with the latest kept of each', () => {
    const traveller = bookedTraveller('t1', {
      fullName: 'Aisha Bello',
      documents: [
        sent('p1', 'passport_scan'),
        sent('p2', 'passport_scan'),
        sent('v1', 'vaccination', 'Meningococcal ACWY'),
        sent('v0', 'vaccination', 'Yellow fever', '2026-07-01T00:00:00.000Z'),
      ],
    });
    traveller.readiness.missingDocuments = ['Passport photograph', 'Yellow fever vaccination certificate'];
    expect(
      askedDocuments(traveller).map(({ choice, label, sent: last }) => [choice, label, last?.id]),
    ).toEqual([
      [{ kind: 'passport_scan' }, 'Passport photo page', 'p2'],
      [{ kind: 'photo' }, 'Passport photograph', undefined],
      [
        { kind: 'vaccination', vaccine: 'Meningococcal ACWY' },
        'Meningococcal ACWY vaccination certificate',
        'v1',
      ],
      [{ kind: 'vaccination', vaccine: 'Yellow fever' }, 'Yellow fever vaccination certificate', undefined],
    ]);
  });
});
