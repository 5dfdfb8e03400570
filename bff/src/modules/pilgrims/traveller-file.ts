import type { IncomingMessage } from 'node:http';
import {
  type Booking,
  type BookingView,
  type DocumentUpload,
  lagosToday,
  type travellerDetailsSchema,
  tripKindOf,
  type visaInputSchema,
  writtenDay,
} from '@safa/contract';
import type { z } from 'zod';
import type { DocumentStorage } from '../../config';
import type { DataCipher } from '../../data-cipher';
import { Conflict, InvalidInput } from '../../errors';
import type { Logger } from '../../logger';
import type { BookingService } from '../bookings/booking.service';
import type { LeanBooking } from '../bookings/booking-answers';
import { tripsOf } from '../bookings/booking-answers';
import type { Actor, BookingLife } from '../bookings/booking-life';
import { bookingOfId, bookingOfLink } from '../bookings/booking-reads';
import { DepartureModel } from '../departures/departure.model';
import { PackageModel } from '../packages/package.model';
import { readPassportPageLater } from './passport-reading';
import { travelRules } from './travel-rules';
import { travellersOpen } from './traveller-deadline';
import { documentFiles, storeDocument } from './traveller-documents';
import { detailsChange, documentAdded, visaChange } from './traveller-edits';

type Details = z.output<typeof travellerDetailsSchema>;
type Visa = z.output<typeof visaInputSchema>;

export interface TravellerFileSettings {
  life: BookingLife;
  bookings: BookingService;
  cipher: DataCipher;
  storage: DocumentStorage;
  logger: Logger;
}

/**
 * A booking's travellers completed after booking: their details, their documents and their visas.
 * The customer changes them through the private link until the departure's documents are due, the
 * operator at any time; each change goes through the owner of the booking's life, in its history.
 */
export function travellerFile({ life, bookings, cipher, storage, logger }: TravellerFileSettings) {
  /** Refuses (409) the customer's change once the documents were due, or the booking has ended. */
  async function customerMayChange(booking: LeanBooking, now: Date): Promise<void> {
    const trip = (await tripsOf([booking]))(booking);
    if (travellersOpen(booking, trip, lagosToday(now))) return;
    throw new Conflict(
      booking.status === 'cancelled' || booking.status === 'expired'
        ? `This booking is ${booking.status}: its travellers can no longer be changed.`
        : `The travellers’ details and documents were due by ${writtenDay(trip.documentsDueOn)}: send any change to the agency on WhatsApp.`,
    );
  }

  /** Refuses a vaccination the trip does not ask for: its certificate would count for nothing. */
  async function checkVaccine(booking: LeanBooking, upload: DocumentUpload): Promise<void> {
    if (upload.kind !== 'vaccination') return;
    const [rules, departure, item] = await Promise.all([
      travelRules(),
      DepartureModel.findById(booking.departureId)
        .select('extraVaccines')
        .lean<{ extraVaccines?: string[] }>(),
      PackageModel.findById(booking.packageId).select('category').lean<{ category: string }>(),
    ]);
    const asked = [
      ...rules[tripKindOf(item?.category ?? '')].vaccines.map((rule) => rule.name),
      ...(departure?.extraVaccines ?? []),
    ];
    if (asked.includes(upload.vaccine ?? '')) return;
    const message =
      asked.length > 0
        ? `This trip asks for these vaccinations: ${asked.join(', ')}.`
        : 'This trip asks for no vaccination.';
    throw new InvalidInput(message, { issues: [{ path: ['vaccine'], message }] });
  }

  async function addDocument(
    booking: LeanBooking,
    upload: DocumentUpload,
    req: IncomingMessage,
    by: Actor,
    now: Date,
  ): Promise<LeanBooking> {
    await checkVaccine(booking, upload);
    const stored = await storeDocument(req, { storage, logger, bookingId: booking._id });
    const document = {
      id: stored.id,
      kind: upload.kind,
      ...(upload.kind === 'vaccination' && upload.vaccine && { vaccine: upload.vaccine }),
      ...(upload.kind === 'vaccination' && upload.vaccinatedOn && { vaccinatedOn: upload.vaccinatedOn }),
      fileName: stored.fileName,
      contentType: stored.contentType,
      size: stored.bytes.length,
      uploadedAt: now,
    };
    try {
      const { booking: listed } = await life.editTravellers(
        { _id: booking._id },
        (current) => documentAdded(current, upload.traveller, document, by),
        now,
      );
      // A passport page's zone is read from a picture; a PDF's page is the operator's to read.
      if (upload.kind === 'passport_scan' && stored.contentType.startsWith('image/')) {
        await readPassportPageLater(booking._id, stored.id);
      }
      return listed;
    } catch (error) {
      await documentFiles.delete(stored.id);
      throw error;
    }
  }

  const changeDetails = (booking: LeanBooking, details: Details, by: Actor, now: Date) =>
    life.editTravellers(
      { _id: booking._id },
      (current) => detailsChange(current, details, { by, cipher }),
      now,
    );

  return {
    async updateByLink(token: string, details: Details, now = new Date()): Promise<BookingView> {
      const booking = await bookingOfLink(token);
      await customerMayChange(booking, now);
      return bookings.viewOf((await changeDetails(booking, details, 'customer', now)).booking, now);
    },

    async update(id: string, details: Details, by: Actor, now = new Date()): Promise<Booking> {
      const booking = await bookingOfId(id);
      return bookings.detailsOf((await changeDetails(booking, details, by, now)).booking);
    },

    async setVisa(id: string, visa: Visa, by: Actor, now = new Date()): Promise<Booking> {
      const { booking } = await life.editTravellers(
        { _id: id },
        (current) => visaChange(current, visa, by),
        now,
      );
      return bookings.detailsOf(booking);
    },

    async uploadByLink(
      token: string,
      upload: DocumentUpload,
      req: IncomingMessage,
      now = new Date(),
    ): Promise<BookingView> {
      const booking = await bookingOfLink(token);
      await customerMayChange(booking, now);
      return bookings.viewOf(await addDocument(booking, upload, req, 'customer', now), now);
    },

    async upload(
      id: string,
      upload: DocumentUpload,
      req: IncomingMessage,
      by: Actor,
      now = new Date(),
    ): Promise<Booking> {
      const booking = await bookingOfId(id);
      return bookings.detailsOf(await addDocument(booking, upload, req, by, now));
    },
  };
}

export type TravellerFile = ReturnType<typeof travellerFile>;
