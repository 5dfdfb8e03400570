import { File as NodeFile } from 'node:buffer';
import { type BookingView, DOCUMENT_MESSAGES } from '@safa/contract';
import type { PostedForm } from '@safa/remote-types';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { hydrateAfter } from '../../../test/hydrate';
import { apiPath, BOOKING_VIEW, bookedTraveller, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import BookingViewPage from './BookingViewPage';
import { TravellerDetailsForm } from './TravellerDetailsForm';

// jsdom draws no pictures: the photo goes as it was picked (see reduced-photo.test.ts).
jest.mock('./reduced-photo', () => ({ reducedPhoto: jest.fn(async (file: File) => file) }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const AISHA = '65a1f0c2e4b0a1b2c3d4e501';
const MUSA = '65a1f0c2e4b0a1b2c3d4e502';

const page = (
  <Routes>
    <Route path="/booking" element={<BookingViewPage />} />
  </Routes>
);

const bookingIs = (booking: BookingView) =>
  server.use(http.get(apiPath('/bookings/by-link'), () => HttpResponse.json(booking)));

/** Aisha once her details are in: her passport page and photograph still to send, and the vaccination. */
const AISHA_COMPLETED = bookedTraveller(AISHA, {
  fullName: 'Aisha Bello',
  sex: 'F',
  dateOfBirth: '1985-03-02',
  nationality: 'NGA',
  passportNumber: '•••••••67',
  passportIssuedOn: '2022-01-10',
  passportExpiresOn: '2032-01-09',
  readiness: {
    ...bookedTraveller(AISHA, { fullName: 'Aisha Bello' }).readiness,
    missingDetails: [],
  },
});

const withAisha = (aisha: BookingView['travellers'][number]): BookingView => ({
  ...BOOKING_VIEW,
  travellers: [aisha, ...BOOKING_VIEW.travellers.slice(1)],
});

const picked = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;

beforeEach(() => bookingIs(BOOKING_VIEW));

describe('the travellers on a booking’s private page', () => {
  it('says what each still needs by the documents’ day, in words, with each document’s state', async () => {
    renderPage(page, `/booking?token=${TOKEN}`);
    const aisha = await screen.findByRole('article', { name: 'Aisha Bello Adult' });
    expect(within(aisha).getByTestId('traveller-checklist')).toHaveTextContent(
      [
        'Still needed by 13 Aug 2026:',
        'Passport details: sex, nationality, passport issue date, passport expiry date',
        'Passport photo page',
        'Passport photograph',
        'Meningococcal ACWY vaccination certificate',
        'Visa: Not started',
      ].join(''),
    );
    expect(within(aisha).getByRole('list', { name: 'Documents' })).toHaveTextContent(
      'Passport photo pageNot sent yetPassport photographNot sent yetMeningococcal ACWY vaccination certificateNot sent yet',
    );
    expect(within(aisha).getByLabelText(/^Passport number/)).toHaveAccessibleName(
      'Passport number (saved: •••••••67; leave empty to keep it)',
    );
    expect(within(aisha).getByLabelText(/^Passport number/)).toHaveValue('');
    expect(within(aisha).getByLabelText('Date of birth')).toHaveValue('1985-03-02');
  });

  it('saves a traveller’s details, each refusal at its field in the contract’s words, then the checklist as the API answers', async () => {
    const sent: { token: string | null; body: unknown }[] = [];
    server.use(
      http.put(apiPath('/bookings/by-link/travellers'), async ({ request }) => {
        const body = await request.json();
        sent.push({ token: new URL(request.url).searchParams.get('token'), body });
        return sent.length === 1
          ? HttpResponse.json(
              {
                message: 'Invalid input',
                issues: [{ path: ['passportExpiresOn'], message: 'A passport expires after it was issued.' }],
              },
              { status: 400 },
            )
          : HttpResponse.json(withAisha(AISHA_COMPLETED));
      }),
    );
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const aisha = within(await screen.findByRole('form', { name: 'Aisha Bello: details' }));
    await user.selectOptions(aisha.getByLabelText('Sex, as in the passport'), 'Female');
    await user.type(aisha.getByLabelText(/^Nationality/), 'nga');
    await user.type(aisha.getByLabelText(/^Passport number/), 'a1234 5667');
    fireEvent.change(aisha.getByLabelText('Passport issued on'), { target: { value: '2022-01-10' } });
    fireEvent.change(aisha.getByLabelText('Passport expires on'), { target: { value: '2021-01-09' } });
    await user.click(aisha.getByRole('button', { name: 'Save the details' }));
    expect(await aisha.findByText('A passport expires after it was issued.')).toBeInTheDocument();
    expect(aisha.getByLabelText('Passport expires on')).toHaveAccessibleDescription(
      'A passport expires after it was issued.',
    );
    expect(aisha.getByLabelText('Passport expires on')).toHaveFocus();

    fireEvent.change(aisha.getByLabelText('Passport expires on'), { target: { value: '2032-01-09' } });
    await user.click(aisha.getByRole('button', { name: 'Save the details' }));
    const saved = await screen.findByRole('alertdialog', { name: 'Details saved' });
    await user.click(within(saved).getByRole('button'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      token: TOKEN,
      body: {
        travellerId: AISHA,
        fullName: 'Aisha Bello',
        sex: 'F',
        dateOfBirth: '1985-03-02',
        nationality: 'nga',
        passportNumber: 'a1234 5667',
        passportIssuedOn: '2022-01-10',
        passportExpiresOn: '2032-01-09',
      },
    });
    const checklist = within(screen.getByRole('article', { name: 'Aisha Bello Adult' })).getByTestId(
      'traveller-checklist',
    );
    expect(checklist).not.toHaveTextContent('Passport details');
    expect(checklist).toHaveTextContent('Passport photo page');
    expect(aisha.getByLabelText(/^Passport number/)).toHaveValue('');
    // Still open as the customer left it, though nothing is missing any more.
    expect(screen.getByRole('form', { name: 'Aisha Bello: details' }).closest('details')).toHaveAttribute(
      'open',
    );
  });

  it('sends a vaccination certificate with its day, and shows it sent', async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      http.post(apiPath('/bookings/by-link/documents'), async ({ request }) => {
        const file = (await request.formData()).get('document') as File;
        sent.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          withAisha({
            ...AISHA_COMPLETED,
            documents: [
              {
                id: 'd1',
                kind: 'vaccination',
                vaccine: 'Meningococcal ACWY',
                vaccinatedOn: '2026-05-02',
                fileName: file.name,
                contentType: file.type,
                size: file.size,
                uploadedAt: '2026-06-13T12:00:00.000Z',
              },
            ],
            readiness: {
              ...AISHA_COMPLETED.readiness,
              missingDocuments: ['Passport photo page', 'Passport photograph'],
            },
          }),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const form = within(await screen.findByRole('form', { name: 'Aisha Bello: send a document' }));
    expect(form.queryByLabelText('Date of the vaccination')).not.toBeInTheDocument();
    await user.selectOptions(
      form.getByLabelText('Which document'),
      'Meningococcal ACWY vaccination certificate',
    );
    fireEvent.change(form.getByLabelText('Date of the vaccination'), { target: { value: '2026-05-02' } });
    await user.upload(form.getByLabelText('The document'), picked('pdf', 'acwy.pdf', 'application/pdf'));
    fireEvent.submit(screen.getByRole('form', { name: 'Aisha Bello: send a document' }));
    const received = await screen.findByRole('alertdialog', { name: 'Document received' });
    await user.click(within(received).getByRole('button'));
    expect(sent.map((query) => Object.fromEntries(query))).toEqual([
      {
        token: TOKEN,
        traveller: AISHA,
        kind: 'vaccination',
        vaccine: 'Meningococcal ACWY',
        vaccinatedOn: '2026-05-02',
      },
    ]);
    const aisha = screen.getByRole('article', { name: 'Aisha Bello Adult' });
    expect(within(aisha).getByRole('list', { name: 'Documents' })).toHaveTextContent(
      'Meningococcal ACWY vaccination certificateSent 13 Jun 2026 (given 2 May 2026)',
    );
    expect(within(aisha).getByRole('link', { name: /^Sent 13 Jun 2026/ })).toHaveAttribute(
      'href',
      `/api/bookings/by-link/documents/d1?token=${TOKEN}`,
    );
  });

  it('says a passport page that disagrees with what was typed, in the API’s words', async () => {
    const mismatch = 'The passport page does not match the passport number typed: check it.';
    bookingIs(
      withAisha({ ...AISHA_COMPLETED, readiness: { ...AISHA_COMPLETED.readiness, problems: [mismatch] } }),
    );
    renderPage(page, `/booking?token=${TOKEN}`);
    const aisha = await screen.findByRole('article', { name: 'Aisha Bello Adult' });
    expect(within(aisha).getByTestId('traveller-checklist')).toHaveTextContent(`To put right:${mismatch}`);
  });

  it('after the documents’ day, shows the details as saved and says the agency completes them, with its phones', async () => {
    bookingIs({ ...withAisha(AISHA_COMPLETED), travellersOpen: false });
    renderPage(page, `/booking?token=${TOKEN}`);
    const panel = within(await screen.findByRole('region', { name: 'Travellers' }));
    expect(
      await panel.findByText(
        /were due by 13 Aug 2026: we complete them with you now\. Call or WhatsApp us on \+?\d/,
      ),
    ).toBeInTheDocument();
    expect(panel.queryByRole('form')).not.toBeInTheDocument();
    const aisha = within(panel.getByRole('article', { name: 'Aisha Bello Adult' }));
    expect(aisha.getByText('Passport').nextSibling).toHaveTextContent('•••••••67');
    expect(aisha.getByText('Expires').nextSibling).toHaveTextContent('9 Jan 2032');
  });
});

describe('the travellers’ forms in the server’s page (before, or without, the app)', () => {
  const serverPage = async (route: string, posted?: PostedForm) => {
    const served = await prepared(`https://safa.example${route}`, posted && { posted });
    return renderOnServer(page, route, served.initialData);
  };

  it('are plain posts to the page, at their traveller, the document’s fields before its file', async () => {
    const document = await serverPage(`/booking?token=${TOKEN}`);
    const details = document.getElementById(`traveller-${AISHA}`) as HTMLFormElement;
    expect([details.method, details.getAttribute('action')]).toEqual([
      'post',
      `/booking?token=${TOKEN}#traveller-${AISHA}`,
    ]);
    expect(
      [...details.querySelectorAll('input[type="hidden"]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    ).toEqual([
      ['form', 'traveller'],
      ['token', TOKEN],
      ['travellerId', AISHA],
    ]);
    const upload = document.getElementById(`documents-${MUSA}`) as HTMLFormElement;
    expect([upload.method, upload.enctype]).toEqual(['post', 'multipart/form-data']);
    expect([...upload.querySelectorAll('input, select')].map((field) => field.getAttribute('name'))).toEqual([
      'form',
      'token',
      'traveller',
      'kind',
      'vaccinatedOn',
      'document',
    ]);
  });

  it('come back refused at the traveller posted alone, at the field, and a whole refusal in the form', async () => {
    const document = await serverPage(`/booking?token=${TOKEN}`, {
      form: 'traveller',
      values: { token: TOKEN, travellerId: MUSA, fullName: 'Musa Bello', nationality: 'Nigerian' },
      answer: {
        status: 400,
        body: {
          message: 'Invalid input',
          issues: [
            {
              path: ['nationality'],
              message: 'A nationality is three letters, as in the passport (NGA for Nigeria).',
            },
          ],
        },
      },
    });
    const musa = document.getElementById(`traveller-${MUSA}`) as HTMLFormElement;
    expect(musa.querySelector('input[name="nationality"]')?.getAttribute('value')).toBe('Nigerian');
    expect(musa.textContent).toContain(
      'A nationality is three letters, as in the passport (NGA for Nigeria).',
    );
    const aisha = document.getElementById(`traveller-${AISHA}`) as HTMLFormElement;
    expect(aisha.textContent).not.toContain('A nationality is three letters');

    const refusedFile = await serverPage(`/booking?token=${TOKEN}`, {
      form: 'document',
      values: { token: TOKEN, traveller: AISHA, kind: 'photo', vaccinatedOn: '' },
      answer: { status: 413, body: { message: DOCUMENT_MESSAGES.tooLarge } },
    });
    expect(
      refusedFile.getElementById(`documents-${AISHA}`)?.querySelector('[role="alert"]')?.textContent,
    ).toBe(`Your document was not sent${DOCUMENT_MESSAGES.tooLarge}`);
    expect(refusedFile.getElementById(`documents-${MUSA}`)?.querySelector('[role="alert"]')).toBeNull();
  });

  it('say the details were saved where the post comes back', async () => {
    const document = await serverPage(`/booking?token=${TOKEN}&sent=traveller`);
    expect(document.getElementById('traveller-form')?.textContent).toBe(
      'Details savedThank you: we have the traveller’s details.',
    );
  });
});

describe('a traveller’s details chosen before the app starts', () => {
  it('keeps a choice made in a list (sex) once the app takes the page over, through later renders', async () => {
    const traveller = BOOKING_VIEW.travellers[1];
    if (!traveller) throw new Error('The fixture has a second traveller');
    const root = await hydrateAfter(
      <TravellerDetailsForm traveller={traveller} token={TOKEN} />,
      `/booking?token=${TOKEN}`,
      (page) => {
        const sex = page.querySelector<HTMLSelectElement>('select[name="sex"]');
        if (sex) sex.value = 'M';
      },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nationality/), 'NGA');
    expect(screen.getByLabelText('Sex, as in the passport')).toHaveValue('M');
    act(() => root.unmount());
  });
});
