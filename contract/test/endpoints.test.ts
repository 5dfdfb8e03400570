import { z } from 'zod';
import { type Endpoint, type EndpointName, endpoints, errorStatuses, routes } from '../src';

const names = Object.keys(routes) as EndpointName[];

/** Spec §7's calls, as the spec writes them ({id} for the path parameter). */
const SPEC_CALLS = [
  'POST /users/login',
  'GET /messages/getallcontacts',
  'POST /messages/addcontacts',
  'DELETE /messages/contacts/{id}',
  'GET /messages',
  'PATCH /messages/{id}/respond',
  'POST /messages',
  'POST /newsletter',
  'GET /newsletter',
  'DELETE /newsletter/{id}',
  'GET /gallery/images',
  'GET /gallery/videos',
  'POST /gallery',
  'POST /gallery/order',
  'DELETE /gallery/{id}',
  'GET /packages',
  'GET /packages/{id}',
  'POST /packages',
  'PUT /packages/{id}',
  'DELETE /packages/{id}',
  'GET /hajj/getcurrent',
  'GET /hajj/getallimages',
  'POST /hajj/uploadimages',
  'DELETE /hajj/deleteimage/{id}',
];

const PUBLIC_ENDPOINTS: EndpointName[] = [
  'health',
  'contentVersions',
  'openApi',
  'media',
  'login',
  'listContacts',
  'sendMessage',
  'subscribe',
  'listGalleryImages',
  'listGalleryVideos',
  'listPackages',
  'getPackage',
  'getCurrentHajj',
  'listFliers',
  'listDepartures',
  'joinWaitlist',
  'createBooking',
  'getBookingByLink',
  'findBooking',
  'uploadProof',
  'getProofByLink',
  'receiptByLink',
  'statementByLink',
  'choosePlanByLink',
  'updateTravellerByLink',
  'uploadDocumentByLink',
  'getDocumentByLink',
  'startCardPayment',
  'verifyCardPayment',
  'redeemCardReturn',
  'paystackWebhook',
  'whatsappWebhookHandshake',
  'whatsappWebhook',
  'stopChannel',
];

const WITH_ID: EndpointName[] = [
  'media',
  'deleteContact',
  'markMessageResponded',
  'deleteSubscriber',
  'deleteGalleryItem',
  'getPackage',
  'updatePackage',
  'deletePackage',
  'archivePackage',
  'restorePackage',
  'getOperatorPackage',
  'deleteFlier',
  'listDepartures',
  'updateDeparture',
  'deleteDeparture',
  'archiveDeparture',
  'restoreDeparture',
  'departureManifest',
  'departureMoney',
  'departureReadiness',
  'getRooming',
  'saveRooming',
  'exportRooming',
  'joinWaitlist',
  'listWaitlist',
  'getBooking',
  'cancelBooking',
  'resendBookingLink',
  'reinstateBooking',
  'changeBooking',
  'moveBooking',
  'updateTraveller',
  'setVisa',
  'uploadDocument',
  'getDocument',
  'adjustBookingPrice',
  'bookingReceipt',
  'bookingStatement',
  'getProof',
  'checkProof',
  'refuseProof',
  'getProofByLink',
  'getDocumentByLink',
];

/** An endpoint as any endpoint is described, for what only some of them have. */
const described = (name: EndpointName): Endpoint => endpoints[name];

const callOf = ({ method, path }: { method: string; path: string }) =>
  `${method} ${path.replace(':id', '{id}')}`;

describe('routes', () => {
  it("hold every call of the spec's §7, the BFF's own (health, content versions, document, media, logout, dashboard, the second factor) and the bookings'", () => {
    const calls = names.map((name) => callOf(routes[name]));
    expect(calls).toEqual(expect.arrayContaining(SPEC_CALLS));
    expect(calls.filter((call) => !SPEC_CALLS.includes(call)).sort()).toEqual([
      'DELETE /departures/{id}',
      'GET /admin/packages',
      'GET /admin/packages/{id}',
      'GET /bookings',
      'GET /bookings/by-link',
      'GET /bookings/by-link/documents/{id}',
      'GET /bookings/by-link/proofs/{id}',
      'GET /bookings/by-link/receipt',
      'GET /bookings/by-link/statement',
      'GET /bookings/{id}',
      'GET /bookings/{id}/receipt',
      'GET /bookings/{id}/statement',
      'GET /content-versions',
      'GET /dashboard/summary',
      'GET /departures',
      'GET /departures/{id}/manifest',
      'GET /departures/{id}/money',
      'GET /departures/{id}/readiness',
      'GET /departures/{id}/rooming',
      'GET /departures/{id}/rooming/export',
      'GET /departures/{id}/waitlist',
      'GET /documents/{id}',
      'GET /health',
      'GET /media/{id}',
      'GET /newsletter/export',
      'GET /openapi.json',
      'GET /packages/{id}/departures',
      'GET /proofs/{id}',
      'GET /reports/money',
      'GET /reports/money/export',
      'GET /travel-rules',
      'GET /users/second-factor',
      'GET /whatsapp/webhook',
      'POST /bookings',
      'POST /bookings/by-link/card-payments',
      'POST /bookings/by-link/card-payments/verify',
      'POST /bookings/by-link/documents',
      'POST /bookings/by-link/proofs',
      'POST /bookings/by-operator',
      'POST /bookings/card-returns',
      'POST /bookings/find',
      'POST /bookings/{id}/adjustments',
      'POST /bookings/{id}/cancel',
      'POST /bookings/{id}/documents',
      'POST /bookings/{id}/link',
      'POST /bookings/{id}/move',
      'POST /bookings/{id}/reinstate',
      'POST /departures',
      'POST /departures/{id}/archive',
      'POST /departures/{id}/restore',
      'POST /departures/{id}/waitlist',
      'POST /notifications/stops',
      'POST /packages/{id}/archive',
      'POST /packages/{id}/restore',
      'POST /payments',
      'POST /paystack/webhook',
      'POST /proofs/{id}/check',
      'POST /proofs/{id}/refuse',
      'POST /refunds',
      'POST /users/logout',
      'POST /users/second-factor/confirm',
      'POST /users/second-factor/off',
      'POST /users/second-factor/setup',
      'POST /whatsapp/webhook',
      'PUT /bookings/by-link/plan',
      'PUT /bookings/by-link/travellers',
      'PUT /bookings/{id}',
      'PUT /bookings/{id}/travellers',
      'PUT /bookings/{id}/visa',
      'PUT /departures/{id}',
      'PUT /departures/{id}/rooming',
      'PUT /travel-rules',
    ]);
  });

  it('are each one method on one path', () => {
    const calls = names.map((name) => callOf(routes[name]));
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('are paths below /api without a trailing slash, in lower case', () => {
    for (const name of names) {
      expect(routes[name].path).toMatch(/^(\/[a-z.-]+|\/:id)+$/);
    }
  });

  it('have an :id only where one item is meant, as a whole segment', () => {
    expect(names.filter((name) => routes[name].path.includes(':id'))).toEqual(WITH_ID);
    for (const name of WITH_ID) expect(routes[name].path).toMatch(/\/:id(\/|$)/);
  });

  it('are open to anyone only where the public site or the login needs them; the rest need the admin', () => {
    expect(names.filter((name) => routes[name].access === 'public')).toEqual(PUBLIC_ENDPOINTS);
    expect(
      names
        .filter((name) => routes[name].access !== 'public')
        .every((name) => routes[name].access === 'admin'),
    ).toBe(true);
  });
});

describe('endpoints', () => {
  it('describe every route, and nothing else, with the route as it is', () => {
    expect(Object.keys(endpoints)).toEqual(names);
    for (const name of names) expect(endpoints[name]).toMatchObject(routes[name]);
  });

  it('each say what they do', () => {
    for (const name of names) expect(endpoints[name].summary.length).toBeGreaterThan(5);
  });

  it('take a JSON body on the writes that carry data, the gallery upload multipart too, none elsewhere', () => {
    const withJson = names.filter((name) => described(name).body);
    expect(withJson).toEqual([
      'login',
      'confirmSecondFactor',
      'turnOffSecondFactor',
      'addContact',
      'sendMessage',
      'subscribe',
      'uploadGallery',
      'saveGalleryOrder',
      'createPackage',
      'updatePackage',
      'uploadFliers',
      'createDeparture',
      'updateDeparture',
      'saveRooming',
      'saveTravelRules',
      'joinWaitlist',
      'createBooking',
      'findBooking',
      'createOperatorBooking',
      'changeBooking',
      'moveBooking',
      'updateTraveller',
      'setVisa',
      'adjustBookingPrice',
      'recordPayment',
      'refundPayment',
      'refuseProof',
      'choosePlanByLink',
      'updateTravellerByLink',
      'startCardPayment',
      'verifyCardPayment',
      'redeemCardReturn',
      'stopChannel',
    ]);
    expect(names.filter((name) => described(name).multipart)).toEqual([
      'uploadGallery',
      'uploadDocument',
      'uploadProof',
      'uploadDocumentByLink',
    ]);
    for (const name of withJson) expect(['POST', 'PUT']).toContain(endpoints[name].method);
  });

  it('answer 201 when they create, 204 for the logout and turning the second factor off, 200 otherwise', () => {
    const created = names.filter((name) => endpoints[name].status === 201);
    expect(created).toEqual([
      'addContact',
      'sendMessage',
      'subscribe',
      'uploadGallery',
      'createPackage',
      'uploadFliers',
      'createDeparture',
      'joinWaitlist',
      'createBooking',
      'createOperatorBooking',
      'uploadDocument',
      'adjustBookingPrice',
      'recordPayment',
      'refundPayment',
      'uploadProof',
      'uploadDocumentByLink',
    ]);
    expect(names.filter((name) => endpoints[name].status === 204)).toEqual(['logout', 'turnOffSecondFactor']);
  });

  it('describe their answers, but for the files, the document itself, the logout and turning the second factor off', () => {
    expect(names.filter((name) => !described(name).answer)).toEqual([
      'openApi',
      'media',
      'logout',
      'turnOffSecondFactor',
      'exportSubscribers',
      'departureManifest',
      'departureMoney',
      'exportRooming',
      'exportMoneyReport',
      'getDocument',
      'bookingReceipt',
      'bookingStatement',
      'getProof',
      'getProofByLink',
      'receiptByLink',
      'statementByLink',
      'getDocumentByLink',
      'paystackWebhook',
      'whatsappWebhookHandshake',
      'whatsappWebhook',
    ]);
  });

  it('answer a page of the lists the admin pages through when asked (`page`), the whole list otherwise', () => {
    expect(names.filter((name) => described(name).pageAnswer)).toEqual([
      'listMessages',
      'listSubscribers',
      'listPackages',
      'listOperatorPackages',
      'listAllDepartures',
      'listBookings',
    ]);
    for (const name of names.filter((name) => described(name).pageAnswer)) {
      const { query, pageAnswer } = described(name);
      expect(query?.safeParse({ page: '2', pageSize: '5' }).success).toBe(true);
      expect(pageAnswer?.safeParse({ items: [], page: 1, pageSize: 5, total: 0, pageCount: 1 }).success).toBe(
        true,
      );
    }
  });

  it('check answers as the spec describes them: a list answers lists, a delete what it removed', () => {
    const list = names.filter((name) => name.startsWith('list'));
    for (const name of list) expect(described(name).answer?.safeParse([]).success).toBe(true);
    for (const name of names.filter((name) => name.startsWith('delete'))) {
      expect(described(name).answer?.safeParse({ id: 'x', message: 'Removed' }).success).toBe(true);
    }
    expect(endpoints.getCurrentHajj.answer.safeParse({ price: 0, numberOfPeople: 0 }).success).toBe(true);
    expect(endpoints.health.answer.safeParse({ status: 'ok', mongo: 'up' }).success).toBe(true);
    expect(endpoints.health.answer.safeParse({ status: 'fine', mongo: 'up' }).success).toBe(false);
    expect(endpoints.health.answer.safeParse({ status: 'unavailable', mongo: 'down' }).success).toBe(true);
  });
});

describe('content parts', () => {
  it('are named by every admin write but those that change nothing a visitor sees', () => {
    const adminWrites = names.filter(
      (name) => routes[name].access === 'admin' && routes[name].method !== 'GET',
    );
    const silent = adminWrites.filter((name) => described(name).content === undefined);
    // A booking's cancel, reinstatement, making by the operator, change and move change seats left,
    // which the BFF counts itself (see createBooking).
    expect(silent.sort()).toEqual([
      'adjustBookingPrice',
      'cancelBooking',
      'changeBooking',
      'checkProof',
      'confirmSecondFactor',
      'createOperatorBooking',
      'deleteSubscriber',
      'logout',
      'markMessageResponded',
      'moveBooking',
      'recordPayment',
      'refundPayment',
      'refuseProof',
      'reinstateBooking',
      'resendBookingLink',
      'saveRooming',
      'saveTravelRules',
      'setUpSecondFactor',
      'setVisa',
      'turnOffSecondFactor',
      'updateTraveller',
      'uploadDocument',
    ]);
  });

  it('are named by every public list a page shows, and by no public write', () => {
    const publicReads = [
      'listContacts',
      'listGalleryImages',
      'listGalleryVideos',
      'listPackages',
      'getPackage',
      'getCurrentHajj',
      'listFliers',
    ] as const;
    expect(publicReads.map((name) => described(name).content)).toEqual([
      'contacts',
      'gallery',
      'gallery',
      'packages',
      'packages',
      'hajjRecord',
      'fliers',
    ]);
    const publicWrites = names.filter(
      (name) => routes[name].access === 'public' && routes[name].method !== 'GET',
    );
    expect(publicWrites.filter((name) => described(name).content !== undefined)).toEqual([]);
  });
});

describe('errorStatuses', () => {
  it.each<[EndpointName, number[]]>([
    ['health', [503]],
    ['contentVersions', [503]],
    ['dashboardSummary', [401, 503]],
    ['openApi', []],
    ['media', [400, 404, 416, 503]],
    ['login', [400, 401, 403, 413, 429, 503]],
    ['logout', [401, 503]],
    ['secondFactor', [401, 503]],
    ['setUpSecondFactor', [401, 409, 503]],
    ['confirmSecondFactor', [400, 401, 409, 413, 503]],
    ['turnOffSecondFactor', [400, 401, 409, 413, 429, 503]],
    ['listContacts', [400, 503]],
    ['addContact', [400, 401, 413, 503]],
    ['deleteContact', [400, 401, 404, 503]],
    ['listMessages', [400, 401, 503]],
    ['sendMessage', [400, 413, 429, 503]],
    ['markMessageResponded', [400, 401, 404, 503]],
    ['subscribe', [400, 409, 413, 429, 503]],
    ['listSubscribers', [400, 401, 503]],
    ['exportSubscribers', [401, 503]],
    ['deleteSubscriber', [400, 401, 404, 503]],
    ['listGalleryImages', [503]],
    ['listGalleryVideos', [503]],
    ['uploadGallery', [400, 401, 413, 415, 503]],
    ['saveGalleryOrder', [400, 401, 404, 413, 503]],
    ['deleteGalleryItem', [400, 401, 404, 503]],
    ['listPackages', [400, 503]],
    ['getPackage', [400, 404, 503]],
    ['createPackage', [400, 401, 413, 415, 503]],
    ['updatePackage', [400, 401, 404, 413, 415, 503]],
    ['deletePackage', [400, 401, 404, 409, 503]],
    ['archivePackage', [400, 401, 404, 503]],
    ['restorePackage', [400, 401, 404, 503]],
    ['listOperatorPackages', [400, 401, 503]],
    ['getOperatorPackage', [400, 401, 404, 503]],
    ['getCurrentHajj', [503]],
    ['listFliers', [503]],
    ['uploadFliers', [400, 401, 413, 415, 503]],
    ['deleteFlier', [400, 401, 404, 503]],
    ['listDepartures', [400, 404, 503]],
    ['listAllDepartures', [400, 401, 503]],
    ['createDeparture', [400, 401, 404, 413, 503]],
    ['updateDeparture', [400, 401, 404, 409, 413, 503]],
    ['deleteDeparture', [400, 401, 404, 409, 503]],
    ['archiveDeparture', [400, 401, 404, 503]],
    ['restoreDeparture', [400, 401, 404, 503]],
    ['departureManifest', [400, 401, 404, 503]],
    ['departureMoney', [400, 401, 404, 503]],
    ['departureReadiness', [400, 401, 404, 503]],
    ['getRooming', [400, 401, 404, 503]],
    ['saveRooming', [400, 401, 404, 409, 413, 503]],
    ['exportRooming', [400, 401, 404, 503]],
    ['moneyReport', [400, 401, 404, 503]],
    ['exportMoneyReport', [400, 401, 404, 503]],
    ['getTravelRules', [401, 503]],
    ['saveTravelRules', [400, 401, 413, 503]],
    ['joinWaitlist', [400, 404, 413, 429, 503]],
    ['listWaitlist', [400, 401, 404, 503]],
    ['createBooking', [400, 404, 409, 413, 429, 503]],
    ['getBookingByLink', [400, 404, 503]],
    ['findBooking', [400, 413, 429, 503]],
    ['createOperatorBooking', [400, 401, 404, 409, 413, 503]],
    ['listBookings', [400, 401, 503]],
    ['getBooking', [400, 401, 404, 503]],
    ['cancelBooking', [400, 401, 404, 409, 503]],
    ['resendBookingLink', [400, 401, 404, 503]],
    ['reinstateBooking', [400, 401, 404, 409, 503]],
    ['changeBooking', [400, 401, 404, 409, 413, 503]],
    ['moveBooking', [400, 401, 404, 409, 413, 503]],
    ['updateTraveller', [400, 401, 404, 413, 503]],
    ['setVisa', [400, 401, 404, 413, 503]],
    ['uploadDocument', [400, 401, 404, 409, 413, 415, 503, 507]],
    ['getDocument', [400, 401, 404, 503]],
    ['adjustBookingPrice', [400, 401, 404, 409, 413, 503]],
    ['recordPayment', [400, 401, 404, 409, 413, 503]],
    ['refundPayment', [400, 401, 404, 409, 413, 503]],
    ['bookingReceipt', [400, 401, 404, 503]],
    ['bookingStatement', [400, 401, 404, 503]],
    ['getProof', [400, 401, 404, 503]],
    ['checkProof', [400, 401, 404, 409, 503]],
    ['refuseProof', [400, 401, 404, 409, 413, 503]],
    ['uploadProof', [400, 404, 413, 415, 429, 503, 507]],
    ['getProofByLink', [400, 404, 503]],
    ['receiptByLink', [400, 404, 503]],
    ['statementByLink', [400, 404, 503]],
    ['choosePlanByLink', [400, 404, 409, 413, 429, 503]],
    ['updateTravellerByLink', [400, 404, 409, 413, 429, 503]],
    ['uploadDocumentByLink', [400, 404, 409, 413, 415, 429, 503, 507]],
    ['getDocumentByLink', [400, 404, 503]],
    ['startCardPayment', [400, 404, 409, 413, 429, 502, 503]],
    ['verifyCardPayment', [400, 404, 409, 413, 429, 502, 503]],
    ['redeemCardReturn', [400, 404, 413, 429, 503]],
    ['paystackWebhook', [401, 413, 503]],
    ['whatsappWebhookHandshake', [400, 403, 503]],
    ['whatsappWebhook', [401, 413, 503]],
    ['stopChannel', [400, 413, 429, 503]],
  ])('%s may answer %j besides its success', (name, statuses) => {
    expect(errorStatuses(endpoints[name])).toEqual(statuses);
  });

  it('covers every endpoint above', () => {
    expect(names).toHaveLength(96);
  });

  it("adds what a call's kind may answer to its own statuses, once each, in order", () => {
    const adminUpload: Endpoint = {
      method: 'POST',
      path: '/things/:id/files',
      access: 'admin',
      summary: 'An upload',
      multipart: { fields: {}, files: { file: 'A file' } },
      status: 201,
      errors: [503, 415, 400],
    };
    expect(errorStatuses(adminUpload)).toEqual([400, 401, 404, 413, 415, 503]);
    expect(
      errorStatuses({
        ...adminUpload,
        path: '/things',
        multipart: undefined,
        access: 'public',
        errors: [],
      }),
    ).toEqual([503]);
  });
});

describe('the API document', () => {
  const documented = (schema: z.ZodType | undefined) => JSON.stringify(schema && z.toJSONSchema(schema));

  it('says what a bare type cannot: timestamps are ISO 8601, and what the name of a package is for', () => {
    expect(documented(endpoints.login.answer)).toContain('When the token stops being accepted (ISO 8601)');
    expect(documented(endpoints.listContacts.answer)).toContain('ISO 8601 date and time');
    expect(documented(endpoints.getPackage.answer)).toContain('Alt text of the pictures');
  });
});
