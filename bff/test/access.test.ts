import { type EndpointName, endpoints } from '@safa/contract';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';
import { refusedAuthorizations } from './support/tokens';

const UNKNOWN_ID = '0123456789abcdef01234567';

type AdminEndpointName = {
  [Name in EndpointName]: (typeof endpoints)[Name]['access'] extends 'admin' ? Name : never;
}[EndpointName];

/** For each admin endpoint, a body that would be accepted, so only the token can stop the call. */
const ACCEPTABLE_BODIES: Record<AdminEndpointName, object | undefined> = {
  logout: undefined,
  secondFactor: undefined,
  setUpSecondFactor: undefined,
  confirmSecondFactor: { code: '123456' },
  turnOffSecondFactor: { code: '123456' },
  dashboardSummary: undefined,
  addContact: { title: 'desk@agency.example', category: 'Email' },
  deleteContact: undefined,
  listMessages: undefined,
  markMessageResponded: undefined,
  listSubscribers: undefined,
  exportSubscribers: undefined,
  deleteSubscriber: undefined,
  uploadGallery: { files: [{ type: 'image', data: 'data:image/png;base64,iVBORw0KGgo=' }] },
  saveGalleryOrder: { items: [{ id: UNKNOWN_ID, order: 1 }] },
  deleteGalleryItem: undefined,
  createPackage: {
    title: 'T',
    description: 'D',
    category: 'hajj',
    images: ['data:image/png;base64,iVBORw0KGgo='],
    inclusions: ['Flights'],
    price: 1,
    numberOfPeople: 1,
  },
  updatePackage: { title: 'T' },
  deletePackage: undefined,
  archivePackage: undefined,
  restorePackage: undefined,
  listOperatorPackages: undefined,
  getOperatorPackage: undefined,
  uploadFliers: { category: 'Hajj', images: ['data:image/png;base64,iVBORw0KGgo='] },
  deleteFlier: undefined,
  listAllDepartures: undefined,
  createDeparture: {
    packageId: UNKNOWN_ID,
    departsOn: '2099-05-01',
    seats: 10,
    rooms: [{ type: 'quad', price: 1_000_000 }],
    depositPerPerson: 0,
  },
  updateDeparture: {
    departsOn: '2099-05-01',
    seats: 10,
    rooms: [{ type: 'quad', price: 1_000_000 }],
    depositPerPerson: 0,
    status: 'open',
  },
  deleteDeparture: undefined,
  archiveDeparture: undefined,
  restoreDeparture: undefined,
  departureManifest: undefined,
  departureMoney: undefined,
  departureReadiness: undefined,
  getRooming: undefined,
  saveRooming: { rooms: [{ number: '101', travellerIds: [UNKNOWN_ID] }] },
  exportRooming: undefined,
  moneyReport: undefined,
  exportMoneyReport: undefined,
  getTravelRules: undefined,
  saveTravelRules: {
    hajj: {
      passportValidMonthsAfterReturn: 6,
      vaccines: [{ name: 'Meningococcal ACWY', validYears: 3, daysBeforeDeparture: 10 }],
    },
    umrah: { passportValidMonthsAfterReturn: 6, vaccines: [] },
    vacation: { passportValidMonthsAfterReturn: 6, vaccines: [] },
  },
  updateTraveller: { travellerId: UNKNOWN_ID, nationality: 'NGA' },
  setVisa: { travellerId: UNKNOWN_ID, status: 'submitted' },
  uploadDocument: undefined,
  getDocument: undefined,
  listBookings: undefined,
  getBooking: undefined,
  cancelBooking: undefined,
  reinstateBooking: undefined,
  createOperatorBooking: {
    departureId: UNKNOWN_ID,
    room: 'quad',
    travellers: [{ fullName: 'Musa Bello' }],
    contact: { name: 'Musa Bello', phone: '0803 555 0101', email: 'musa@example.com' },
    consent: true,
  },
  changeBooking: {
    contact: { name: 'Musa Bello', phone: '0803 555 0101', email: 'musa@example.com' },
    room: 'quad',
    travellers: [{ fullName: 'Musa Bello', type: 'adult' }],
  },
  moveBooking: { departureId: UNKNOWN_ID },
  resendBookingLink: undefined,
  listWaitlist: undefined,
  adjustBookingPrice: { amount: -1000, reason: 'Group discount' },
  recordPayment: { bookingId: UNKNOWN_ID, amount: 1000, method: 'cash', paidOn: '2026-01-02' },
  refundPayment: {
    bookingId: UNKNOWN_ID,
    amount: 1000,
    method: 'cash',
    paidOn: '2026-01-02',
    reason: 'overpayment',
  },
  bookingReceipt: undefined,
  bookingStatement: undefined,
  getProof: undefined,
  checkProof: undefined,
  refuseProof: { note: 'No transfer of this amount reached our account.' },
};

const ADMIN_CALLS = Object.entries(ACCEPTABLE_BODIES).map(([name, body]): [string, object | undefined] => {
  const { method, path } = endpoints[name as AdminEndpointName];
  return [`${method} /api${path.replace(':id', '{id}')}`, body];
});

/** What the issue lists as public: everything else needs an admin session. */
const PUBLIC_CALLS = [
  'POST /api/users/login',
  'GET /api/messages/getallcontacts',
  'POST /api/messages',
  'POST /api/newsletter',
  'GET /api/gallery/images',
  'GET /api/gallery/videos',
  'GET /api/packages',
  'GET /api/packages/{id}',
  'GET /api/hajj/getcurrent',
  'GET /api/hajj/getallimages',
  'GET /api/media/{id}',
  'GET /api/health',
  'GET /api/content-versions',
  'GET /api/packages/{id}/departures',
  'POST /api/bookings',
  'GET /api/bookings/by-link',
  'POST /api/bookings/by-link/proofs',
  'GET /api/bookings/by-link/proofs/{id}',
  'POST /api/bookings/by-link/card-payments',
  'POST /api/bookings/by-link/card-payments/verify',
  'POST /api/bookings/card-returns',
  'POST /api/bookings/find',
  'GET /api/bookings/by-link/receipt',
  'GET /api/bookings/by-link/statement',
  'PUT /api/bookings/by-link/plan',
  'PUT /api/bookings/by-link/travellers',
  'POST /api/bookings/by-link/documents',
  'GET /api/bookings/by-link/documents/{id}',
  'POST /api/departures/{id}/waitlist',
  'POST /api/paystack/webhook',
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'POST /api/notifications/stops',
  'GET /api/openapi.json',
];

function send(context: TestContext, call: string, body: object | undefined, authorization?: string) {
  const [method = '', path = ''] = call.split(' ');
  const url = path.replace('{id}', UNKNOWN_ID);
  const agent = context.http;
  let request = (
    { GET: agent.get, POST: agent.post, PUT: agent.put, PATCH: agent.patch, DELETE: agent.delete } as const
  )[method as 'GET'].call(agent, url);
  if (authorization) request = request.set('Authorization', authorization);
  return body ? request.send(body) : request;
}

describe('who may call what', () => {
  let context: TestContext;
  let refused: Array<[string, string | undefined]>;

  beforeAll(async () => {
    context = await setUpTestApp();
    refused = await refusedAuthorizations();
  });
  afterAll(tearDownTestApp);

  it.each(ADMIN_CALLS)(
    'refuses %s with 401 {message} for every missing or bad token, writing nothing',
    async (call, body) => {
      const before = await snapshotDatabase();
      for (const [what, authorization] of refused) {
        const response = await send(context, call, body, authorization);
        expect({ what, status: response.status }).toEqual({ what, status: 401 });
        expect(Object.keys(response.body)).toEqual(['message']);
      }
      expect(await snapshotDatabase()).toBe(before);
    },
  );

  it.each(ADMIN_CALLS)(
    'lets %s through with the token of a live session, its answer kept by no cache',
    async (call, body) => {
      const { token } = await context.sessions.start('admin');
      const response = await send(context, call, body, `Bearer ${token}`);
      expect(response.status).not.toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('has no cache keep a login answer, its token or its refusal', async () => {
    const refusedLogin = await send(context, 'POST /api/users/login', { username: 'admin', password: 'x' });
    expect(refusedLogin.status).toBe(401);
    expect(refusedLogin.headers['cache-control']).toBe('no-store');
  });

  it.each(PUBLIC_CALLS.filter((call) => call.startsWith('GET')))(
    'answers %s without a token',
    async (call) => {
      const response = await send(context, call, undefined);
      // 400: the private link's call without its token, which the others need no more than the id.
      expect([200, 400, 404]).toContain(response.status);
    },
  );

  it('declares every other endpoint of the contract admin, and documents each with its access', async () => {
    const declared = Object.values(endpoints).map((endpoint) => ({
      call: `${endpoint.method} /api${endpoint.path.replace(':id', '{id}')}`,
      admin: endpoint.access === 'admin',
    }));
    expect(declared.filter((endpoint) => !endpoint.admin).map((endpoint) => endpoint.call)).toEqual(
      expect.arrayContaining(PUBLIC_CALLS),
    );
    expect(declared.filter((endpoint) => !endpoint.admin)).toHaveLength(PUBLIC_CALLS.length);

    const document = (await context.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        admin: operation.security.length > 0,
      })),
    );
    expect(documented).toEqual(expect.arrayContaining(declared));
    expect(documented).toHaveLength(declared.length);
  });
});
