import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BookingSummary,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  lagosToday,
  type Traveller,
} from '@safa/contract';
import { Input, Select } from '@safa/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_TYPES,
  type DocumentFormValues,
  type DocumentToSend,
  documentFormSchema,
  NEW_DOCUMENT,
} from './document-form';
import { useUploadDocument } from './useTravellers';
import { useTripVaccines } from './useTripVaccines';

interface DocumentUploadDialogProps {
  booking: Pick<BookingSummary, 'id' | 'trip'>;
  traveller: Traveller;
  onClose: () => void;
}

/**
 * Adds a document to a traveller's file for the customer (sent on WhatsApp, say): the passport's photo
 * page, a passport photograph, or a certificate of a vaccination the trip asks for, with its day.
 */
export function DocumentUploadDialog({ booking, traveller, onClose }: DocumentUploadDialogProps) {
  const vaccines = useTripVaccines(booking.trip);
  const [progress, setProgress] = useState<number>();
  const { register, handleSubmit, watch, setError, formState } = useForm<
    DocumentFormValues,
    unknown,
    DocumentToSend
  >({ resolver: zodResolver(documentFormSchema(traveller.id)), defaultValues: NEW_DOCUMENT });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const send = useUploadDocument(showRefusalsAt(setError, DOCUMENT_FIELDS), setProgress);
  const kinds = DOCUMENT_KINDS.filter((kind) => kind !== 'vaccination' || vaccines.length > 0);

  const save = handleSubmit(async ({ upload, file }) => {
    const sent = await send.run({ bookingId: booking.id, upload, file });
    setProgress(undefined);
    if (sent) onClose();
  });

  return (
    <FormDialog
      title="Add a document"
      description={traveller.fullName}
      what="this document"
      dirty={isDirty}
      saving={send.isPending}
      saveLabel="Add document"
      onSubmit={save}
      onClose={onClose}
    >
      <FormField label="Document" error={errors.kind?.message}>
        {(control) => (
          <Select {...control} {...register('kind')}>
            <option value="">Choose…</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {DOCUMENT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {watch('kind') === 'vaccination' ? (
        <>
          <FormField label="Vaccination" error={errors.vaccine?.message}>
            {(control) => (
              <Select {...control} {...register('vaccine')}>
                <option value="">Choose…</option>
                {vaccines.map((vaccine) => (
                  <option key={vaccine} value={vaccine}>
                    {vaccine}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Vaccinated on" error={errors.vaccinatedOn?.message}>
            {(control) => <Input type="date" max={lagosToday()} {...control} {...register('vaccinatedOn')} />}
          </FormField>
        </>
      ) : null}
      <FormField
        label="File"
        hint="A picture (JPEG, PNG, WebP) or a PDF, up to 10 MB"
        error={errors.file?.message}
      >
        {(control) => (
          <Input type="file" accept={DOCUMENT_TYPES.join(',')} {...control} {...register('file')} />
        )}
      </FormField>
      {progress === undefined ? null : <progress value={progress} aria-label="Sending the document" />}
    </FormDialog>
  );
}
