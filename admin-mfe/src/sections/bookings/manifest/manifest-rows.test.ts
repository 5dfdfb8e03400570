import { MANIFEST_COLUMNS } from '@safa/contract';
import { manifestRows } from './manifest-rows';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(',');
const HEADER = `\uFEFF${quoted(MANIFEST_COLUMNS)}`;
const row = (name: string, passport: string) =>
  quoted([
    name,
    'F',
    '1985-03-02',
    'NGA',
    passport,
    '2022-01-10',
    '2031-01-01',
    'Adult',
    '0803 123 4567',
    'Double room (2 sharing)',
    '12',
    'Issued',
    'V1',
    'SAFA-7K3Q9',
  ]);

describe('a manifest’s rows', () => {
  it('are its travellers under its column names', () => {
    const csv = `${HEADER}\r\n${row('Amina Bello', 'A01234567')}\r\n${row('Musa Bello', '')}`;
    expect(manifestRows(csv)).toEqual([
      {
        'Name as in passport': 'Amina Bello',
        Sex: 'F',
        'Date of birth': '1985-03-02',
        Nationality: 'NGA',
        'Passport number': 'A01234567',
        'Passport issued': '2022-01-10',
        'Passport expires': '2031-01-01',
        Traveller: 'Adult',
        'Contact phone': '0803 123 4567',
        'Room type': 'Double room (2 sharing)',
        'Room number': '12',
        'Visa status': 'Issued',
        'Visa number': 'V1',
        'Booking reference': 'SAFA-7K3Q9',
      },
      expect.objectContaining({ 'Name as in passport': 'Musa Bello', 'Passport number': '' }),
    ]);
  });

  it('show a name the BFF defused for spreadsheets as it was written, and keep a quote that defuses nothing', () => {
    const csv = `${HEADER}\r\n${row(`'=Ade ""Jr"", Okafor`, '')}\r\n${row("'Tunde O'Brien", '')}`;
    expect(manifestRows(csv).map((row) => row['Name as in passport'])).toEqual([
      '=Ade "Jr", Okafor',
      "'Tunde O'Brien",
    ]);
  });

  it('are none for a departure no one has booked', () => {
    expect(manifestRows(HEADER)).toEqual([]);
  });
});
