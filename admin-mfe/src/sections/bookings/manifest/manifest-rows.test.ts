import { manifestRows } from './manifest-rows';

const HEADER =
  '"Name as in passport","Passport number","Date of birth","Room","Booking reference","Booking status","Paid","Balance"';

describe('a manifest’s rows', () => {
  it('are its travellers under its column names', () => {
    const csv = `${HEADER}\r\n"Amina Bello","A01234567","1985-03-02","double","SAFA-7K3Q9","held","0","21000000"\r\n"Musa Bello","","","double","SAFA-7K3Q9","held","0","21000000"`;
    expect(manifestRows(csv)).toEqual([
      {
        'Name as in passport': 'Amina Bello',
        'Passport number': 'A01234567',
        'Date of birth': '1985-03-02',
        Room: 'double',
        'Booking reference': 'SAFA-7K3Q9',
        'Booking status': 'held',
        Paid: '0',
        Balance: '21000000',
      },
      expect.objectContaining({ 'Name as in passport': 'Musa Bello', 'Passport number': '' }),
    ]);
  });

  it('show a name the BFF defused for spreadsheets as it was written, and keep a quote that defuses nothing', () => {
    const csv = `${HEADER}\r\n"'=Ade ""Jr"", Okafor","","","quad","SAFA-2B4C6","paid","100","0"\r\n"'Tunde O'Brien","","","quad","SAFA-2B4C6","paid","100","0"`;
    expect(manifestRows(csv).map((row) => row['Name as in passport'])).toEqual([
      '=Ade "Jr", Okafor',
      "'Tunde O'Brien",
    ]);
  });

  it('are none for a departure no one has booked', () => {
    expect(manifestRows(HEADER)).toEqual([]);
  });
});
