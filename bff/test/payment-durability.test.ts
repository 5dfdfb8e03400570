import { randomBytes } from 'node:crypto';
import { bookingCreatedSchema, departureSchema } from '@safa/contract';
import { type PaystackStandIn, startPaystackStandIn } from '@safa/test-support/paystack-stand-in';
import mongoose from 'mongoose';
import { connectDatabase } from '../src/db/connection';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { JobModel } from '../src/modules/jobs/job.model';
import {
  databaseUri,
  PRODUCTION_ADMIN,
  productionEnv,
  type RunningBff,
  startBff,
} from './support/bff-process';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { eventually } from './support/eventually';

/** A production BFF (src/main.ts) of its own, on `database`, with Paystack's stand-in. */
async function startPaying(database: string, paystack: PaystackStandIn, env: Record<string, string> = {}) {
  const bff = startBff({
    ...productionEnv(database),
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.url,
    ...env,
  });
  const listening = await bff.waitFor((line) => line.msg === 'BFF listening');
  return { bff, url: `http://127.0.0.1:${Number(listening.port)}` };
}

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A booking held on a new departure, and a card payment of its deposit started with Paystack. */
async function aCardPaymentStarted(url: string) {
  const login = await json(`${url}/api/users/login`, PRODUCTION_ADMIN);
  const { token } = (await login.json()) as { token: string };
  const created = await json(`${url}/api/departures`, aDeparture(await aPackage()), {
    Authorization: `Bearer ${token}`,
  });
  const departure = departureSchema.parse(await created.json());
  const booked = bookingCreatedSchema.parse(
    await (await json(`${url}/api/bookings`, aBooking(departure.id))).json(),
  );
  const link = new URL(booked.manageUrl).searchParams.get('token') ?? '';
  const started = await json(`${url}/api/bookings/by-link/card-payments`, { token: link });
  expect(started.status).toBe(200);
  return { reference: `${booked.reference}-1`, bookingReference: booked.reference };
}

const ledgerOf = async (reference: string) =>
  (await BookingModel.findOne({ reference }).lean())?.ledger ?? [];

describe('a card payment survives', () => {
  let paystack: PaystackStandIn;
  let database: string;
  const running: RunningBff[] = [];

  beforeEach(async () => {
    paystack = await startPaystackStandIn();
    database = `test_payment_durability_${randomBytes(3).toString('hex')}`;
    await connectDatabase(databaseUri(database), { writeConcern: { w: 1, journal: false } });
  });
  afterEach(async () => {
    for (const { child } of running.splice(0)) child.kill('SIGKILL');
    await paystack.stop();
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  });

  it('the BFF killed right after the webhook’s 200: after a restart the charge is recorded exactly once', async () => {
    const first = await startPaying(database, paystack);
    running.push(first.bff);
    const { reference, bookingReference } = await aCardPaymentStarted(first.url);
    paystack.pay(reference);
    // Paystack answers slowly: whatever is done after the 200 is still in hand when the process dies.
    paystack.verifyDelayMs = 3000;
    const { body, signature } = paystack.chargeSuccessEvent(reference);
    const hook = await fetch(`${first.url}/api/paystack/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
    expect(hook.status).toBe(200);
    first.bff.child.kill('SIGKILL');
    await first.bff.exited;
    expect(await ledgerOf(bookingReference)).toEqual([]);

    paystack.verifyDelayMs = 0;
    const second = await startPaying(database, paystack);
    running.push(second.bff);
    await eventually(async () => (await ledgerOf(bookingReference)).length > 0, 45_000);
    const replayed = await fetch(`${second.url}/api/paystack/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
    expect(replayed.status).toBe(200);
    // The event is one job, done once, whatever the deliveries.
    expect(await JobModel.find().lean()).toEqual([
      expect.objectContaining({ kind: 'paystackCharge', state: 'done' }),
    ]);
    const ledger = await ledgerOf(bookingReference);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'payment', method: 'card', amount: 2_000_000 });
  }, 90_000);

  it('whose webhook never comes, and whose customer never comes back: the reconciler records it', async () => {
    const bff = await startPaying(database, paystack, { PAYSTACK_RECONCILE_MINUTES: '0.02' });
    running.push(bff.bff);
    const { reference, bookingReference } = await aCardPaymentStarted(bff.url);
    paystack.pay(reference);
    await eventually(async () => (await ledgerOf(bookingReference)).length > 0, 20_000);
    expect(await ledgerOf(bookingReference)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'card',
        amount: 2_000_000,
        paystackReference: reference,
      }),
    ]);
  }, 60_000);
});
