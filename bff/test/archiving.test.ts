import { ARCHIVE_MESSAGES, BOOKING_MESSAGES, departureSchema, packageSchema } from '@safa/contract';
import { aBooking, aPackage, createDeparture } from './support/bookings';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('archiving packages and departures that had bookings', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  const admin = () => ({ Authorization: context.adminAuth });
  const departureOf = (packageId: string) => createDeparture(context, packageId);
  let visitors = 0;
  const book = (departureId: string) => {
    visitors += 1;
    return context.http
      .post('/api/bookings')
      .set('X-Forwarded-For', `203.0.113.${visitors}`)
      .send(aBooking(departureId));
  };
  const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id);
  const operatorPackages = async (query = '') =>
    (await context.http.get(`/api/admin/packages${query}`).set(admin())).body as Array<{
      id: string;
      archivedAt?: string;
      everBooked?: boolean;
    }>;

  it('hides an archived package from the public, keeps its bookings working, and lists it for the operator', async () => {
    const packageId = await aPackage('Umrah Ramadan 2027');
    const departure = await departureOf(packageId);
    const booked = await book(departure.id);
    expect(booked.status).toBe(201);
    const token = new URL(booked.body.manageUrl).searchParams.get('token') ?? '';

    const before = await snapshotDatabase();
    const deleted = await context.http.delete(`/api/packages/${packageId}`).set(admin());
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(ARCHIVE_MESSAGES.bookedPackage);
    expect((await context.http.delete(`/api/departures/${departure.id}`).set(admin())).body.message).toBe(
      'A departure with bookings cannot be deleted: archive it instead.',
    );
    expect(await snapshotDatabase()).toBe(before);

    const archived = await context.http.post(`/api/packages/${packageId}/archive`).set(admin());
    expect(archived.status).toBe(200);
    expect(packageSchema.parse(archived.body).archivedAt).toEqual(expect.any(String));

    expect(idsOf((await context.http.get('/api/packages')).body)).not.toContain(packageId);
    expect(idsOf((await context.http.get('/api/packages?search=Ramadan')).body)).toEqual([]);
    expect(idsOf((await context.http.get('/api/packages?page=1')).body.items)).not.toContain(packageId);
    expect((await context.http.get(`/api/packages/${packageId}`)).status).toBe(404);
    expect((await context.http.get(`/api/admin/packages/${packageId}`).set(admin())).body.title).toBe(
      'Umrah Ramadan 2027',
    );
    expect((await context.http.get(`/api/packages/${packageId}/departures`)).body).toEqual([]);
    const refused = await book(departure.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BOOKING_MESSAGES.closed);

    const page = await context.http.get(`/api/bookings/by-link?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.reference).toBe(booked.body.reference);
    expect((await context.http.get(`/api/departures/${departure.id}/manifest`).set(admin())).status).toBe(
      200,
    );

    expect(idsOf(await operatorPackages())).not.toContain(packageId);
    expect((await operatorPackages('?archived=show')).find((item) => item.id === packageId)).toMatchObject({
      archivedAt: expect.any(String),
      everBooked: true,
    });
    // Archiving a package archives nothing else.
    const departures = await context.http.get(`/api/departures?packageId=${packageId}`).set(admin());
    expect(departures.body).toEqual([expect.objectContaining({ id: departure.id, everBooked: true })]);
    expect(departures.body[0].archivedAt).toBeUndefined();

    const restored = await context.http.post(`/api/packages/${packageId}/restore`).set(admin());
    expect(restored.status).toBe(200);
    expect(restored.body.archivedAt).toBeUndefined();
    expect(idsOf((await context.http.get('/api/packages')).body)).toContain(packageId);
    expect(idsOf((await context.http.get(`/api/packages/${packageId}/departures`)).body)).toEqual([
      departure.id,
    ]);
    expect((await book(departure.id)).status).toBe(201);
  });

  it('takes no booking on an archived departure and hides it from visitors and, by default, the operator', async () => {
    const packageId = await aPackage('Hajj 2027 Economy');
    const departure = await departureOf(packageId);
    expect((await book(departure.id)).status).toBe(201);

    const archived = await context.http.post(`/api/departures/${departure.id}/archive`).set(admin());
    expect(archived.status).toBe(200);
    expect(departureSchema.parse(archived.body)).toMatchObject({
      everBooked: true,
      archivedAt: expect.any(String),
    });

    const refused = await book(departure.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BOOKING_MESSAGES.closed);
    expect((await context.http.get(`/api/packages/${packageId}/departures`)).body).toEqual([]);
    expect(
      idsOf((await context.http.get(`/api/departures?packageId=${packageId}`).set(admin())).body),
    ).toEqual([]);
    expect(
      idsOf(
        (await context.http.get(`/api/departures?packageId=${packageId}&archived=show`).set(admin())).body,
      ),
    ).toEqual([departure.id]);

    await context.http.post(`/api/departures/${departure.id}/restore`).set(admin());
    expect((await book(departure.id)).status).toBe(201);
  });

  it('deletes a package no one ever booked with its departures, and says whether each was booked', async () => {
    const packageId = await aPackage('Dubai Shopping Week');
    const unbooked = await departureOf(packageId);
    expect((await operatorPackages()).find((item) => item.id === packageId)?.everBooked).toBe(false);
    expect(unbooked.everBooked).toBe(false);

    expect((await context.http.delete(`/api/packages/${packageId}`).set(admin())).status).toBe(200);
    expect(idsOf((await context.http.get('/api/departures?archived=show').set(admin())).body)).not.toContain(
      unbooked.id,
    );
  });

  it('settles a delete racing a booking one way or the other: a refused delete leaves the departure taking bookings, a done one leaves nothing behind', async () => {
    // The delete sent a little later each round, so that it meets the booking at every step of its way.
    for (let round = 0; round < 16; round += 1) {
      const packageId = await aPackage(`Lagos Weekend ${round}`);
      const departure = await departureOf(packageId);
      const [booked, deleted] = await Promise.all([
        book(departure.id),
        new Promise((sent) => setTimeout(sent, round * 2)).then(() =>
          context.http.delete(`/api/packages/${packageId}`).set(admin()),
        ),
      ]);
      const left = await context.http
        .get(`/api/departures?packageId=${packageId}&archived=show`)
        .set(admin());
      if (booked.status === 201) {
        expect(deleted.status).toBe(409);
        expect(idsOf(left.body)).toEqual([departure.id]);
        expect((await book(departure.id)).status).toBe(201);
      } else {
        expect(deleted.status).toBe(200);
        expect(idsOf(left.body)).toEqual([]);
      }
    }
  });

  it('archives and restores for the operator alone, and 404 for what does not exist', async () => {
    const unknown = '0123456789abcdef01234567';
    for (const path of [
      `/api/packages/${unknown}/archive`,
      `/api/packages/${unknown}/restore`,
      `/api/departures/${unknown}/archive`,
      `/api/departures/${unknown}/restore`,
    ]) {
      expect((await context.http.post(path)).status).toBe(401);
      expect((await context.http.post(path).set(admin())).status).toBe(404);
    }
    expect((await context.http.get('/api/admin/packages')).status).toBe(401);
    expect((await context.http.get('/api/admin/packages?archived=all').set(admin())).status).toBe(400);
  });
});
