import { type QueryOf, upload } from '@safa/api-client';
import { useDialogs } from '@safa/shared-ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { bookingKeyOf } from '../../api/queries';
import { type Notice, type SendFeedback, serverTextOf, showNotice } from '../../components/forms/feedback';
import type { SiteUpload, UploadEndpoint } from '../../forms/site-form';
import { reducedPhoto } from './reduced-photo';

/** A file of a booking's private page, sent with the app: what the customer is told of it, and its progress. */
export interface FileSending<Endpoint extends UploadEndpoint> {
  /** Why the file was not sent, or will not be (its size, said as it is chosen). */
  refusal: Notice | undefined;
  /** How much of it is sent (0–1) while it is on its way. */
  progress: number | undefined;
  /** Says what is wrong with a file as it is chosen: a picture's size only once it is made lighter, as it is sent. */
  choose(file: File | undefined): void;
  /** Sends `file` (a photo made lighter first), the page then showing the booking the API answers; true once sent. */
  send(file: File, query: QueryOf<Endpoint>): Promise<boolean>;
}

/**
 * Sends a file through a booking's private link (a transfer's proof, a traveller's document) as the
 * app does: a photo made lighter first (see reduced-photo.ts), checked for its size, sent with its
 * progress; the booking the API answers replaces the page's, and `feedback` says how it went.
 */
export function useFileSending<Endpoint extends UploadEndpoint>(
  form: SiteUpload<Endpoint>,
  token: string,
  feedback: SendFeedback,
): FileSending<Endpoint> {
  const [refusal, setRefusal] = useState<Notice>();
  const [progress, setProgress] = useState<number>();
  const dialogs = useDialogs();
  const { mutate } = useSWRConfig();

  const tooLarge = (file: File | undefined): Notice | undefined =>
    file && file.size > form.maxBytes ? feedback.failure(form.tooLarge) : undefined;

  const send = async (picked: File, query: QueryOf<Endpoint>): Promise<boolean> => {
    setProgress(0);
    const file = await reducedPhoto(picked);
    const refused = tooLarge(file);
    setRefusal(refused);
    if (refused) {
      setProgress(undefined);
      return false;
    }
    const body = new FormData();
    body.append(form.file, file);
    try {
      // One endpoint of the union at a time: `upload` takes its query as that endpoint's.
      const sendTo = upload as (
        name: UploadEndpoint,
        body: FormData,
        onProgress: (fraction: number) => void,
        address: { query: QueryOf<Endpoint> },
      ) => ReturnType<typeof upload<'uploadProof'>>;
      const booking = await sendTo(form.endpoint, body, setProgress, { query });
      await mutate(bookingKeyOf(token), booking, { revalidate: false });
      showNotice(dialogs, feedback.success);
      return true;
    } catch (error) {
      setRefusal(feedback.failure(serverTextOf(error)));
      return false;
    } finally {
      setProgress(undefined);
    }
  };

  return {
    refusal,
    progress,
    choose: (file) => setRefusal(file?.type.startsWith('image/') ? undefined : tooLarge(file)),
    send,
  };
}
