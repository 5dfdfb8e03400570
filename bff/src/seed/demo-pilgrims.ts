import { addDays, addMonths, bookingInputSchema, lagosToday, travellerDetailsSchema } from '@safa/contract';
import type { Types } from 'mongoose';
import type { Config } from '../config';
import type { DataCipher } from '../data-cipher';
import { BookingModel } from '../modules/bookings/booking.model';
import { bookingServiceFor } from '../modules/bookings/booking.service';
import type { LeanBooking } from '../modules/bookings/booking-answers';
import { bookingLife } from '../modules/bookings/booking-life';
import { NO_MESSAGES } from '../modules/bookings/booking-messages';
import { newFileId, storeBytes } from '../modules/media/gridfs-bucket';
import { saveRooming } from '../modules/pilgrims/rooming';
import { documentFiles } from '../modules/pilgrims/traveller-documents';
import { detailsChange, documentAdded, visaChange } from '../modules/pilgrims/traveller-edits';
import { DEMO_PILGRIMS, type DemoTraveller } from './demo-data';
import { renderSceneJpeg } from './scene-image';

/** A picture standing for a scanned document: the demo's files are drawn, not anyone's papers. */
const scan = (seed: number) =>
  renderSceneJpeg({
    width: 640,
    height: 440,
    seed,
    skyTop: [214, 226, 236],
    skyBottom: [240, 244, 248],
    sun: [250, 250, 250],
    ground: [190, 200, 210],
  });

const OPERATOR = 'admin';

/**
 * Books the demo Umrah departure's travellers at every stage of their file (spec-free demo data: the
 * operator's readiness board has something to show), through the services the API uses, messages off.
 */
export async function seedDemoPilgrims(
  departure: { id: string; departsOn: string; returnsOn?: string | undefined },
  { config, cipher }: { config: Config; cipher: DataCipher },
): Promise<void> {
  const life = bookingLife({
    holdMs: config.bookings.holdMs,
    payNowMs: config.bookings.payNowMs,
    messages: NO_MESSAGES,
  });
  const bookings = bookingServiceFor(config, cipher, life);
  const today = lagosToday();
  const back = departure.returnsOn ?? departure.departsOn;
  let pictures = 1;
  const rooms: Array<{ number: string; travellerIds: string[] }> = [];

  const completeTraveller = (
    booking: LeanBooking,
    id: Types.ObjectId,
    { passportValidMonths, ...details }: DemoTraveller,
  ) =>
    life.editTravellers({ _id: booking._id }, (current) =>
      detailsChange(
        current,
        travellerDetailsSchema.parse({
          travellerId: id.toHexString(),
          ...details,
          ...(passportValidMonths !== undefined && {
            passportExpiresOn: addMonths(back, passportValidMonths),
          }),
        }),
        { by: 'customer', cipher },
      ),
    );

  for (const demo of DEMO_PILGRIMS) {
    const { website: _honeypot, ...input } = bookingInputSchema.parse({
      departureId: departure.id,
      room: demo.room,
      travellers: demo.travellers.map(({ fullName }) => ({ fullName })),
      contact: demo.contact,
      consent: true,
    });
    const created = await bookings.create(input, { address: '127.0.0.1' });
    const booking = await BookingModel.findOne({ reference: created.reference }).lean<LeanBooking>();
    if (!booking) continue;
    const id = booking._id.toHexString();
    await life.recordPayment(
      id,
      { amount: demo.paid === 'all' ? created.total : created.depositDue, method: 'transfer', paidOn: today },
      OPERATOR,
    );
    for (const [index, traveller] of booking.travellers.entries()) {
      const details = demo.travellers[index];
      if (details) await completeTraveller(booking, traveller.id, details);
      for (const kind of demo.documents) {
        const fileId = newFileId();
        const fileName = `${kind}.jpg`;
        const bytes = scan(pictures++);
        await storeBytes(
          documentFiles,
          bytes,
          { filename: fileName, contentType: 'image/jpeg', metadata: { bookingId: booking._id } },
          fileId,
        );
        await life.editTravellers({ _id: booking._id }, (current) =>
          documentAdded(
            current,
            traveller.id.toHexString(),
            {
              id: fileId,
              kind,
              ...(kind === 'vaccination' && {
                vaccine: 'Meningococcal ACWY',
                vaccinatedOn: addDays(today, -60),
              }),
              fileName,
              contentType: 'image/jpeg',
              size: bytes.length,
              uploadedAt: new Date(),
            },
            'customer',
          ),
        );
      }
      if (demo.visa) {
        await life.editTravellers({ _id: booking._id }, (current) =>
          visaChange(
            current,
            {
              travellerId: traveller.id.toHexString(),
              status: demo.visa ?? 'submitted',
              ...(demo.visa === 'issued' && { number: `SA${String(4_410_000 + pictures)}`, issuedOn: today }),
            },
            OPERATOR,
          ),
        );
      }
    }
    if (demo.roomNumber) {
      rooms.push({
        number: demo.roomNumber,
        travellerIds: booking.travellers.map((traveller) => traveller.id.toHexString()),
      });
    }
  }
  await saveRooming(departure.id, { rooms });
}
