import { adminDocumentUploadQuerySchema, DOCUMENT_LIMITS, type DocumentUpload } from '@safa/contract';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';

export const documentFormValuesSchema = z.object({
  kind: z.string(),
  vaccine: z.string(),
  vaccinatedOn: z.string(),
  /** The file input's files (none chosen yet: empty). */
  file: z.custom<FileList | null>(),
});
export type DocumentFormValues = z.infer<typeof documentFormValuesSchema>;

export const DOCUMENT_FIELDS = ['kind', 'vaccine', 'vaccinatedOn', 'file'] as const satisfies ReadonlyArray<
  keyof DocumentFormValues
>;

export const NEW_DOCUMENT: DocumentFormValues = { kind: '', vaccine: '', vaccinatedOn: '', file: null };

/** What the BFF takes: a picture (JPEG, PNG, WebP) or a PDF, judged by its bytes there, by its type here. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Why a file will not do as a document, in the BFF's words, if it will not. */
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return 'Choose the picture or PDF of the document.';
  if (!DOCUMENT_TYPES.some((type) => type === file.type)) {
    return 'A document must be a picture (JPEG, PNG, WebP) or a PDF.';
  }
  if (file.size > DOCUMENT_LIMITS.bytes) return 'A document is at most 10 MB: send a smaller picture or PDF.';
  return undefined;
}

export interface DocumentToSend {
  upload: DocumentUpload;
  file: File;
}

/**
 * The document for `traveller` as the BFF takes it: what it is (for a vaccination, which and when),
 * checked by the contract, and its file, checked before it is sent.
 */
export const documentFormSchema = (traveller: string) =>
  documentFormValuesSchema.transform((values, context): DocumentToSend => {
    const vaccination = values.kind === 'vaccination' && {
      vaccine: values.vaccine || undefined,
      vaccinatedOn: values.vaccinatedOn,
    };
    const upload = checkedBy(
      adminDocumentUploadQuerySchema,
      { traveller, kind: values.kind || undefined, ...vaccination },
      context,
    );
    const file = values.file?.[0];
    const problem = fileProblem(file);
    if (problem) context.addIssue({ code: 'custom', path: ['file'], message: problem });
    return file && !problem ? { upload, file } : z.NEVER;
  });
