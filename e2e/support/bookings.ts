/** Bookings as a test sets them up: through the API, as the public booking form and the admin make them. */
import { type APIRequestContext, expect } from '@playwright/test';
import { adminCredentials } from './admin';

export interface Traveller {
  fullName: string;
  passportNumber?: string;
  dateOfBirth?: string;
}

export interface BookingCreated {
  reference: string;
  status: string;
  total: number;
  depositDue: number;
  holdExpiresAt: string;
  /** The booking's private page. */
  manageUrl: string;
}

interface DepartureRecord {
  id: string;
  departsOn: string;
  returnsOn?: string;
  seats: number;
  rooms: Array<{ type: string; price: number }>;
  depositPerPerson: number;
}

/** The day `days` from today in Lagos (YYYY-MM-DD), the calendar departures are counted in. */
export function lagosDayIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Authorization header of an admin session opened through the API. */
export async function adminAuthorization(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Books seats as the public booking form will: `POST /api/bookings`, as a visitor. */
export async function bookAsVisitor(
  request: APIRequestContext,
  departureId: string,
  travellers: Traveller[],
  contact = {
    name: travellers[0]?.fullName ?? 'A traveller',
    phone: '0803 123 4567',
    email: 'lead@example.com',
  },
  /** More of the booking's fields (its plan, its channels…). */
  more: Record<string, unknown> = {},
): Promise<BookingCreated> {
  const response = await request.post('/api/bookings', {
    data: { departureId, room: 'double', travellers, contact, consent: true, ...more },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BookingCreated;
}

/** A package of the demo data, by its title. */
export async function demoPackageId(request: APIRequestContext, title: string): Promise<string> {
  const packages = (await (await request.get('/api/packages')).json()) as Array<{
    id: string;
    title: string;
  }>;
  const found = packages.find((item) => item.title === title);
  if (!found) throw new Error(`The demo data has no package "${title}"`);
  return found.id;
}

export interface Departure {
  id: string;
  packageId: string;
  seatsLeft: number;
}

/**
 * A departure of a demo package ("Zanzibar Beach Escape" unless told) for one test alone, `seats`
 * seats in a double room at ₦1,250,000 a person (deposit ₦300,000), leaving in `inDays` days.
 */
export async function departureOfItsOwn(
  request: APIRequestContext,
  seats: number,
  inDays: number,
  { packageTitle = 'Zanzibar Beach Escape' } = {},
): Promise<Departure> {
  const packageId = await demoPackageId(request, packageTitle);
  const created = await request.post('/api/departures', {
    headers: await adminAuthorization(request),
    data: {
      packageId,
      departsOn: lagosDayIn(inDays),
      returnsOn: lagosDayIn(inDays + 7),
      seats,
      rooms: [{ type: 'double', price: 1_250_000 }],
      depositPerPerson: 300_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Departure;
}

export interface BookingScene {
  packageId: string;
  departureId: string;
  bookingId: string;
}

const SCENE_CONTACT = { name: 'Halima Sweep', phone: '0803 555 0100', email: 'sweep@example.com' };

/**
 * A booking of two travellers on a departure of its own (of a demo package), for the screens that show
 * one: made once per run, found again after. The departure is closed once booked, so visitors never
 * see it and no other test's seats are taken.
 */
export async function bookingScene(request: APIRequestContext): Promise<BookingScene> {
  const headers = await adminAuthorization(request);
  const bookings = (await (await request.get('/api/bookings', { headers })).json()) as Array<{
    id: string;
    contact: { email: string };
    trip: { packageId: string; departureId: string };
  }>;
  const made = bookings.find((booking) => booking.contact.email === SCENE_CONTACT.email);
  if (made) return { packageId: made.trip.packageId, departureId: made.trip.departureId, bookingId: made.id };

  const packageId = await demoPackageId(request, 'Hajj 2026 Premium Package');
  const created = await request.post('/api/departures', {
    headers,
    data: {
      packageId,
      departsOn: lagosDayIn(300),
      returnsOn: lagosDayIn(321),
      seats: 20,
      rooms: [{ type: 'double', price: 10_500_000 }],
      depositPerPerson: 2_500_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const departure = (await created.json()) as DepartureRecord;
  await bookAsVisitor(
    request,
    departure.id,
    [
      { fullName: 'Halima Sweep', passportNumber: 'A12345678', dateOfBirth: '1980-05-17' },
      { fullName: 'Sani Sweep', passportNumber: 'B87654321', dateOfBirth: '1978-11-02' },
    ],
    SCENE_CONTACT,
  );
  const { departsOn, returnsOn, seats, rooms, depositPerPerson } = departure;
  const closed = await request.put(`/api/departures/${departure.id}`, {
    headers,
    data: { departsOn, returnsOn, seats, rooms, depositPerPerson, status: 'closed' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  return bookingScene(request);
}
