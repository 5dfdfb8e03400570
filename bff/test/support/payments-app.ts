import { departureSchema } from '@safa/contract';
import { type PaystackStandIn, startPaystackStandIn } from '@safa/test-support/paystack-stand-in';
import { bookThroughApi } from './booked';
import { aBooking, aDeparture, aPackage } from './bookings';
import { setUpTestApp, type TestAppOptions, type TestContext, tearDownTestApp } from './test-app';

export interface PaymentsTestApp {
  context: TestContext;
  paystack: PaystackStandIn;
  /** A departure of 200 seats: quads at ₦7,500,000, a deposit of ₦2,000,000 per person. */
  departureId: string;
  admin: () => { Authorization: string };
  /** A visitor's booking (two travellers in a quad by default), with its link's token, id and e-mail. */
  aHeldBooking(options?: { address?: string; travellers?: number }): Promise<HeldBooking>;
  tearDown(): Promise<void>;
}

export interface HeldBooking {
  reference: string;
  total: number;
  depositDue: number;
  token: string;
  id: string;
  email: string;
}

/** The app with cards through Paystack's stand-in, and a departure to book on. */
export async function setUpPaymentsApp({ env, ...options }: TestAppOptions = {}): Promise<PaymentsTestApp> {
  const paystack = await startPaystackStandIn();
  const context = await setUpTestApp({
    ...options,
    env: {
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      SITE_URL: 'https://safa.example',
      ...env,
    },
  });
  const admin = () => ({ Authorization: context.adminAuth });
  const created = await context.http
    .post('/api/departures')
    .set(admin())
    .send(aDeparture(await aPackage(), { seats: 200 }));
  const departureId = departureSchema.parse(created.body).id;
  let visitors = 0;
  return {
    context,
    paystack,
    departureId,
    admin,
    async aHeldBooking({ address, travellers = 2 } = {}) {
      visitors += 1;
      const booking = aBooking(departureId, { travellers });
      return {
        ...(await bookThroughApi(context.http, booking, address ?? `198.51.100.${visitors % 250}`)),
        email: booking.contact.email,
      };
    },
    async tearDown() {
      await paystack.stop();
      await tearDownTestApp();
    },
  };
}
