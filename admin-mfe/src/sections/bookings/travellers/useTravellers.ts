import { call, download, upload } from '@safa/api-client';
import type { DocumentUpload, travellerDetailsSchema, VisaInput } from '@safa/contract';
import type { z } from 'zod';
import { errorAlert, refusalText, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { paperworkKey } from '../departure/paperwork-keys';
import { bookingsKey } from '../useBookings';

/** A traveller's file shows on their booking, on the departure's board, rooming list and manifest. */
const travellerChanged = [bookingsKey, paperworkKey];

/** Whether a form showed a refusal at its fields (then no dialog says it again). */
type ShowAtFields = (error: unknown) => boolean;

export interface DetailsChange {
  bookingId: string;
  details: z.output<typeof travellerDetailsSchema>;
}

/** Completes or corrects a traveller's details; the booking's history names the fields changed. */
export const useUpdateTraveller = (showAtFields: ShowAtFields) =>
  useAdminMutation({
    mutationKey: ['travellers', 'update'],
    mutationFn: ({ bookingId, details }: DetailsChange) =>
      call('updateTraveller', { id: bookingId, body: details }),
    invalidates: travellerChanged,
    success: successAlert('Traveller saved'),
    failure: (error) => (showAtFields(error) ? undefined : errorAlert('Failed to save traveller')),
  });

export interface VisaChange {
  bookingId: string;
  visa: VisaInput;
}

/** Sets a traveller's visa: not started, submitted, issued (with its number and day) or refused. */
export const useSetVisa = (showAtFields: ShowAtFields) =>
  useAdminMutation({
    mutationKey: ['travellers', 'visa'],
    mutationFn: ({ bookingId, visa }: VisaChange) => call('setVisa', { id: bookingId, body: visa }),
    invalidates: travellerChanged,
    success: successAlert('Visa saved'),
    failure: (error) => (showAtFields(error) ? undefined : errorAlert('Failed to save visa')),
  });

export interface DocumentSent {
  bookingId: string;
  upload: DocumentUpload;
  file: File;
}

/**
 * Adds a document the customer sent another way (WhatsApp, e-mail) to a traveller's file, reporting
 * its progress; the BFF's refusal of the file (its kind, its size, storage full) is said in its words.
 */
export const useUploadDocument = (showAtFields: ShowAtFields, onProgress: (fraction: number) => void) =>
  useAdminMutation({
    mutationKey: ['travellers', 'document'],
    mutationFn: ({ bookingId, upload: { traveller, kind, vaccine, vaccinatedOn }, file }: DocumentSent) => {
      const body = new FormData();
      body.append('document', file);
      return upload('uploadDocument', body, onProgress, {
        id: bookingId,
        query: { traveller, kind, vaccine, vaccinatedOn },
      });
    },
    invalidates: travellerChanged,
    success: successAlert('Document added'),
    failure: (error) =>
      showAtFields(error)
        ? undefined
        : errorAlert(refusalText(error, 400, 409, 413, 507) ?? 'Failed to add document'),
  });

/** A traveller's document, fetched with the admin token (documents have no public address), kept only while shown. */
export const useDocumentFile = (documentId: string) =>
  useAdminQuery({
    queryKey: ['documents', documentId],
    queryFn: async (signal) => (await download('getDocument', { id: documentId, signal })).blob,
    failureText: 'Failed to load document',
    personal: true,
  });
