import { type Booking, DEFAULT_TRAVEL_RULES } from '@safa/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../../test/dialogs';
import { pickedFile } from '../../../../test/files';
import {
  booked,
  bookingDetails,
  departure,
  happened,
  pkg,
  serveTrips,
  traveller,
  travellerDocument,
} from '../../../../test/fixtures';
import { objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

const ID = objectId(301);
const PAGE = `/admin/bookings/${ID}`;

/** Amina's file almost whole: her passport page disagrees with the number typed, her room is 12. */
const AMINA = booked(
  traveller(1, {
    fullName: 'Amina Bello',
    sex: 'F',
    dateOfBirth: '1985-03-02',
    nationality: 'NGA',
    passportNumber: 'A01234567',
    passportIssuedOn: '2021-01-02',
    passportExpiresOn: '2031-01-01',
    visa: { status: 'issued', number: 'SA4410001', issuedOn: '2026-11-20' },
    roomNumber: '12',
    documents: [
      travellerDocument(1, {
        fileName: 'passport.jpg',
        mrz: { read: true, mismatches: ['passport number'] },
      }),
      travellerDocument(2, { kind: 'photo', fileName: 'photo.png', contentType: 'image/png', size: 800 }),
      travellerDocument(3, {
        kind: 'vaccination',
        vaccine: 'Meningococcal ACWY',
        vaccinatedOn: '2026-10-01',
        fileName: 'card.pdf',
        contentType: 'application/pdf',
      }),
    ],
  }),
  {
    problems: ['The passport page does not match the passport number typed: check it.'],
    visa: 'issued',
    roomNumber: '12',
    paid: true,
  },
);

/** Musa, a child with a bed, with a name and nothing else yet. */
const MUSA = booked(traveller(2, { fullName: 'Musa Bello', type: 'child_bed', price: 7_000_000 }), {
  missingDetails: ['sex', 'date of birth', 'passport number'],
  missingDocuments: ['Passport photo page', 'Meningococcal ACWY vaccination certificate'],
});

const withTravellers = (overrides: Partial<Booking> = {}) =>
  bookingDetails(1, { travellers: [AMINA, MUSA], ...overrides });

interface Sent {
  path: string;
  query?: string;
  body?: unknown;
  fields?: string[];
}

/** Answers the booking and its travellers' changes as the BFF does, keeping what each change sent. */
function serveBooking(initial: Booking, afterChange: Booking = initial) {
  let booking = initial;
  const sent: Sent[] = [];
  const changed = () => {
    booking = afterChange;
    return HttpResponse.json(booking);
  };
  server.use(
    http.get('*/api/bookings/:id', () => HttpResponse.json(booking)),
    http.get('*/api/travel-rules', () => HttpResponse.json(DEFAULT_TRAVEL_RULES)),
    http.put('*/api/bookings/:id/travellers', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return changed();
    }),
    http.put('*/api/bookings/:id/visa', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return changed();
    }),
    http.post('*/api/bookings/:id/documents', async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      const fields = [...form.entries()].map(([name, value]) => {
        return typeof value === 'string' ? name : `${name}: ${value.name}`;
      });
      sent.push({ path: url.pathname, query: url.search, fields });
      booking = afterChange;
      return HttpResponse.json(booking, { status: 201 });
    }),
  );
  return sent;
}

const travellerCard = (name: string) => screen.getByRole('article', { name });
const checklist = (name: string) =>
  within(screen.getByRole('list', { name: `Checklist of ${name}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a booking’s travellers', () => {
  beforeEach(() =>
    serveTrips([departure(1, { extraVaccines: ['Yellow fever'] })], [pkg(1, { category: 'umrah' })]),
  );

  it('show each one’s type, price and details as in the passport, those not given said so', async () => {
    serveBooking(withTravellers());
    renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Travellers (2)' })).toBeInTheDocument();
    const amina = travellerCard('1. Amina Bello');
    expect(amina).toHaveTextContent('Adult · ₦10,500,000');
    const details = (card: HTMLElement) => {
      const values = within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      return within(card)
        .getAllByRole('term')
        .map((term, index) => `${term.textContent}: ${values[index]}`);
    };
    expect(details(amina)).toEqual([
      'Sex: Female',
      'Date of birth: 2 Mar 1985',
      'Nationality: NGA',
      'Passport number: A01234567',
      'Passport issued: 2 Jan 2021',
      'Passport expires: 1 Jan 2031',
    ]);
    const musa = travellerCard('2. Musa Bello');
    expect(musa).toHaveTextContent('Child with a bed · ₦7,000,000');
    expect(details(musa)).toEqual([
      'Sex: Not given',
      'Date of birth: Not given',
      'Nationality: Not given',
      'Passport number: Not given',
      'Passport issued: Not given',
      'Passport expires: Not given',
    ]);
  });

  it('give each one’s checklist in words: what is missing, what is wrong, the visa, the room, the money', async () => {
    serveBooking(withTravellers());
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Travellers (2)' });
    expect(checklist('Amina Bello')).toEqual([
      'Details: Complete',
      'Documents: All sent',
      'Visa: Issued SA4410001, issued 20 Nov 2026',
      'Room: Room 12',
      'Paid: Paid in full',
      'The passport page does not match the passport number typed: check it.',
    ]);
    expect(within(travellerCard('1. Amina Bello')).getByText('Not ready yet')).toBeInTheDocument();
    expect(checklist('Musa Bello')).toEqual([
      'Details: Missing: sex, date of birth, passport number',
      'Documents: Missing: Passport photo page, Meningococcal ACWY vaccination certificate',
      'Visa: Not started',
      'Room: Not placed yet',
      'Paid: Not paid in full',
    ]);
    expect(
      screen.getByText(
        /^0 of 2 ready to fly\. The customer completes details and documents until 12 May 2099/,
      ),
    ).toBeInTheDocument();
  });

  it('say "Ready to fly" of a traveller with nothing left to do', async () => {
    serveBooking(
      withTravellers({
        travellers: [{ ...AMINA, readiness: { ...AMINA.readiness, problems: [], ready: true } }],
      }),
    );
    renderAdmin(PAGE);
    const amina = await screen.findByRole('article', { name: '1. Amina Bello' });
    expect(within(amina).getByText('Ready to fly')).toBeInTheDocument();
    expect(screen.getByText(/^1 of 1 ready to fly\./)).toBeInTheDocument();
  });

  it('list the documents sent, a vaccination with its day, and a passport page that does not match plainly', async () => {
    serveBooking(withTravellers());
    renderAdmin(PAGE);
    const documents = await screen.findByRole('list', { name: 'Documents of Amina Bello' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Passport photo pagepassport\.jpg · 234 KB · sent .+The passport page does not match the passport number typed\.View Passport photo page passport\.jpg$/,
      ),
      expect.stringMatching(/^Passport photographphoto\.png · 800 bytes · sent .+View/),
      expect.stringMatching(
        /^Meningococcal ACWY vaccination certificate, given 1 Oct 2026card\.pdf · 234 KB · sent .+View/,
      ),
    ]);
    expect(within(travellerCard('2. Musa Bello')).getByText('No documents sent yet.')).toBeInTheDocument();
  });

  it('open a document with the admin’s token, never by a public address', async () => {
    serveBooking(withTravellers());
    const asked: string[] = [];
    server.use(
      http.get('*/api/documents/:id', ({ params, request }) => {
        asked.push(`${params.id} ${request.headers.get('Authorization')}`);
        return new HttpResponse('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blob.type}`);
    URL.revokeObjectURL = jest.fn();
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'View Passport photo page passport.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'Passport photo page passport.jpg' });
    expect(await within(viewer).findByRole('img')).toHaveAttribute('src', 'blob:image/jpeg');
    expect(asked).toEqual([`${travellerDocument(1).id} Bearer test-token`]);
  });

  it('say so when a document cannot be loaded', async () => {
    serveBooking(withTravellers());
    server.use(http.get('*/api/documents/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'View Passport photograph photo.png' }));
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load document');
    await dismissAlert(user, 'Error');
    expect(screen.getByRole('dialog', { name: 'Passport photograph photo.png' })).toHaveTextContent(
      'The document could not be loaded.',
    );
  });

  it('are corrected by the operator, only the fields changed sent, and the history names them', async () => {
    const note = 'Musa Bello: sex, date of birth, passport number';
    const sent = serveBooking(
      withTravellers(),
      withTravellers({
        history: [
          happened('held', 'held', 1, 'customer'),
          happened('traveller_changed', 'held', 2, 'admin', note),
        ],
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit details of Musa Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Traveller’s details' });
    expect(within(dialog).getByLabelText('Name as in passport')).toHaveValue('Musa Bello');
    await user.selectOptions(within(dialog).getByLabelText('Sex'), 'Male');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2015-08-09');
    await user.type(within(dialog).getByLabelText('Passport number'), 'b9876 5432');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Traveller saved');

    expect(sent).toEqual([
      {
        path: `/api/bookings/${ID}/travellers`,
        body: {
          travellerId: MUSA.id,
          sex: 'M',
          dateOfBirth: '2015-08-09',
          passportNumber: 'B98765432',
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Traveller’s details' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Traveller’s details changed')).toBeInTheDocument();
    expect(history).toHaveTextContent(note);
  });

  it('show the contract’s and the BFF’s problems at their fields, and send nothing unchanged', async () => {
    const sent = serveBooking(withTravellers());
    server.use(
      http.put('*/api/bookings/:id/travellers', () =>
        HttpResponse.json(
          {
            message: 'A passport expires after it was issued.',
            issues: [{ path: ['passportExpiresOn'], message: 'A passport expires after it was issued.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit details of Amina Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Traveller’s details' });
    const nationality = within(dialog).getByLabelText('Nationality');
    await user.clear(nationality);
    await user.type(nationality, 'NG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(nationality).toHaveAccessibleDescription(
      'Three letters, as in the passport: NGA A nationality is three letters, as in the passport (NGA for Nigeria).',
    );

    await user.clear(nationality);
    await user.type(nationality, 'NGA');
    const expires = within(dialog).getByLabelText('Passport expires on');
    await user.clear(expires);
    await user.type(expires, '2020-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A passport expires after it was issued.')).toBeInTheDocument();
    expect(expires).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit details of Amina Bello' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Traveller’s details' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Traveller’s details' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('have their visa set: issued with its number and day, which an issued visa cannot go without', async () => {
    const note = 'Musa Bello: visa issued';
    const sent = serveBooking(
      withTravellers(),
      withTravellers({
        history: [
          happened('held', 'held', 1, 'customer'),
          happened('visa_changed', 'held', 2, 'admin', note),
        ],
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Set visa of Musa Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visa' });
    expect(within(dialog).getByLabelText('Visa status')).toHaveValue('not_started');
    expect(within(dialog).queryByLabelText('Visa number')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Visa status'), 'Issued');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Visa number')).toHaveAccessibleDescription(
      'An issued visa has its number.',
    );
    expect(within(dialog).getByLabelText('Issued on')).toHaveAccessibleDescription(
      'An issued visa has its issue date.',
    );
    await user.type(within(dialog).getByLabelText('Visa number'), 'SA4410002');
    await user.type(within(dialog).getByLabelText('Issued on'), '2026-11-21');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Visa saved');

    expect(sent).toEqual([
      {
        path: `/api/bookings/${ID}/visa`,
        body: { travellerId: MUSA.id, status: 'issued', number: 'SA4410002', issuedOn: '2026-11-21' },
      },
    ]);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Visa changed')).toBeInTheDocument();
    expect(history).toHaveTextContent(note);
  });

  it('send a refused visa without the number it had', async () => {
    const sent = serveBooking(withTravellers());
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Set visa of Amina Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visa' });
    expect(within(dialog).getByLabelText('Visa number')).toHaveValue('SA4410001');
    await user.selectOptions(within(dialog).getByLabelText('Visa status'), 'Refused');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Visa saved');
    expect(sent.map(({ body }) => body)).toEqual([{ travellerId: AMINA.id, status: 'refused' }]);
  });

  it('take a document for the customer: a vaccination the trip asks for, with its day, as the multipart `document`', async () => {
    const note = 'Musa Bello: Yellow fever vaccination certificate';
    const sent = serveBooking(
      withTravellers(),
      withTravellers({
        history: [
          happened('held', 'held', 1, 'customer'),
          happened('document_sent', 'held', 2, 'admin', note),
        ],
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add a document for Musa Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document' });
    await user.selectOptions(within(dialog).getByLabelText('Document'), 'Vaccination certificate');
    const vaccines = within(dialog).getByLabelText('Vaccination');
    expect(
      within(vaccines)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Meningococcal ACWY', 'Yellow fever']);
    await user.click(within(dialog).getByRole('button', { name: 'Add document' }));
    expect(vaccines).toHaveAccessibleDescription('Say which vaccination it is.');
    expect(within(dialog).getByLabelText('Vaccinated on')).toHaveAccessibleDescription(
      'The date of the vaccination is required.',
    );
    expect(within(dialog).getByLabelText('File')).toHaveAccessibleDescription(
      'A picture (JPEG, PNG, WebP) or a PDF, up to 10 MB Choose the picture or PDF of the document.',
    );

    await user.selectOptions(vaccines, 'Yellow fever');
    await user.type(within(dialog).getByLabelText('Vaccinated on'), '2026-10-02');
    await user.upload(
      within(dialog).getByLabelText('File'),
      pickedFile('%PDF-1.7', 'yellow-card.pdf', 'application/pdf'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add document' }));
    await dismissAlert(user, 'Document added');

    expect(sent).toEqual([
      {
        path: `/api/bookings/${ID}/documents`,
        query: `?traveller=${MUSA.id}&kind=vaccination&vaccine=Yellow+fever&vaccinatedOn=2026-10-02`,
        fields: ['document: yellow-card.pdf'],
      },
    ]);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Document sent')).toBeInTheDocument();
    expect(history).toHaveTextContent(note);
  });

  it('take a passport page without a vaccination’s fields, and refuse a file that is no picture or PDF before sending it', async () => {
    const sent = serveBooking(withTravellers());
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add a document for Musa Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document' });
    await user.selectOptions(within(dialog).getByLabelText('Document'), 'Passport photo page');
    expect(within(dialog).queryByLabelText('Vaccination')).not.toBeInTheDocument();
    const file = within(dialog).getByLabelText('File');
    // The file picker can be switched to 'All files', so the form checks what it gets.
    fireEvent.change(file, { target: { files: [pickedFile('<svg/>', 'passport.svg', 'image/svg+xml')] } });
    await user.click(within(dialog).getByRole('button', { name: 'Add document' }));
    expect(file).toHaveAccessibleDescription(
      'A picture (JPEG, PNG, WebP) or a PDF, up to 10 MB A document must be a picture (JPEG, PNG, WebP) or a PDF.',
    );
    expect(sent).toEqual([]);

    fireEvent.change(file, { target: { files: [pickedFile('jpeg', 'passport.jpg', 'image/jpeg')] } });
    await user.click(within(dialog).getByRole('button', { name: 'Add document' }));
    await dismissAlert(user, 'Document added');
    expect(sent.map(({ query, fields }) => [query, fields])).toEqual([
      [`?traveller=${MUSA.id}&kind=passport_scan`, ['document: passport.jpg']],
    ]);
  });

  it('say the BFF’s refusal of a document in its words', async () => {
    serveBooking(withTravellers());
    server.use(
      http.post('*/api/bookings/:id/documents', () =>
        HttpResponse.json(
          { message: 'A traveller’s file takes at most 12 documents: send more to the agency on WhatsApp.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add a document for Amina Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document' });
    await user.selectOptions(within(dialog).getByLabelText('Document'), 'Passport photograph');
    await user.upload(within(dialog).getByLabelText('File'), pickedFile('png', 'photo.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Add document' }));
    expect(await findAlert('Error')).toHaveTextContent(
      'A traveller’s file takes at most 12 documents: send more to the agency on WhatsApp.',
    );
  });
});
