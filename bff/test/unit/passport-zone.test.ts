import { zoneLines } from '@safa/test-support/passport-page';
import { readZone, zoneLine, zoneLinesOf, zoneMismatches } from '../../src/modules/pilgrims/passport-zone';

const HOLDER = {
  surname: 'BELLO',
  givenNames: 'AHMED MUSA',
  number: 'A12345678',
  nationality: 'NGA',
  born: '850315',
  sex: 'M' as const,
  expires: '310101',
};
const TODAY = '2026-11-27';

describe('a passport’s machine-readable zone', () => {
  it('is read whole from its two lines, dates in full', () => {
    expect(readZone(zoneLines(HOLDER), TODAY)).toEqual({
      fullName: 'AHMED MUSA BELLO',
      passportNumber: 'A12345678',
      sex: 'M',
      nationality: 'NGA',
      dateOfBirth: '1985-03-15',
      passportExpiresOn: '2031-01-01',
    });
  });

  it('dates a birth in this century when its year has come', () => {
    expect(readZone(zoneLines({ ...HOLDER, born: '150102' }), TODAY)?.dateOfBirth).toBe('2015-01-02');
    expect(readZone(zoneLines({ ...HOLDER, born: '270102' }), TODAY)?.dateOfBirth).toBe('1927-01-02');
  });

  it('gives no number or date whose check digit does not hold: an OCR slip is not the customer’s mistake', () => {
    const [first, second] = zoneLines(HOLDER);
    const slipped = `A12345679${second.slice(9)}`;
    const zone = readZone([first, slipped], TODAY);
    expect(zone?.passportNumber).toBeUndefined();
    expect(zone?.dateOfBirth).toBe('1985-03-15');
  });

  it('is found in an OCR’d page, its filler read as L, K or C and a run a character too long put right', () => {
    const [first, second] = zoneLines(HOLDER);
    const ocr = [
      'FEDERALREPUBLICOFNIGERIAPASSPORT',
      `${first.slice(0, 25)}LLLLKLLLLLLLLLLLLLLL`,
      `${second.slice(0, 28)}<<<<<<<<L<L<L<L${second.slice(42)}`,
      '',
    ].join('\n');
    expect(zoneLinesOf(ocr)).toEqual([first, second]);
    expect(zoneLine(`${first.slice(0, 30)}<<`)).toBe(first);
  });

  it('is no zone on a page without one, nor when it is not a passport’s', () => {
    expect(zoneLinesOf('A PHOTO OF A RECEIPT\nTOTAL 1200')).toBeUndefined();
    const [, second] = zoneLines(HOLDER);
    expect(readZone([`I<NGA${'<'.repeat(39)}`, second], TODAY)).toBeUndefined();
  });
});

describe('the details typed, against the zone', () => {
  const zone = readZone(zoneLines(HOLDER), TODAY) ?? {};

  it('agree whatever the case, accents and order of the names', () => {
    expect(
      zoneMismatches(
        {
          fullName: 'Bello Ahmed Músa',
          passportNumber: 'A12345678',
          sex: 'M',
          nationality: 'NGA',
          dateOfBirth: '1985-03-15',
        },
        zone,
      ),
    ).toEqual([]);
  });

  it('name each detail the zone says otherwise of, never one not typed', () => {
    expect(
      zoneMismatches(
        { fullName: 'Ahmed Bello', passportNumber: 'A87654321', sex: 'F', passportExpiresOn: '2031-01-02' },
        zone,
      ),
    ).toEqual(['name', 'passport number', 'sex', 'passport expiry date']);
    expect(zoneMismatches({}, zone)).toEqual([]);
  });
});
