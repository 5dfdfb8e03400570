import type { EndpointName } from '@safa/contract';
import { type AnswerOf, checkedAnswer } from './answers';
import { NetworkError } from './api-error';
import type { AddressInput } from './call';
import { parseBody, refusal } from './failure';
import { tokenStore } from './token-store';
import { endpointUrl, type QueryParameters } from './url';

/** The endpoints that take a multipart body. */
type UploadName = Extract<EndpointName, 'uploadGallery' | 'uploadProof' | 'uploadDocument'>;

/** Where an upload goes besides its endpoint: the path's id and the query where it has them. */
type UploadAddress<Name extends UploadName> = Omit<AddressInput<Name>, 'signal'>;

/** The address may be left out when the endpoint needs neither an id nor a query. */
type UploadArgs<Name extends UploadName> =
  object extends UploadAddress<Name> ? [address?: UploadAddress<Name>] : [address: UploadAddress<Name>];

/**
 * Posts a multipart body with XMLHttpRequest, the one browser API that reports upload progress;
 * `onProgress` receives 0–1. Token, refusals and answers are handled as `call` handles them.
 */
export function upload<Name extends UploadName>(
  name: Name,
  body: FormData,
  onProgress: (fraction: number) => void,
  ...[address]: UploadArgs<Name>
): Promise<AnswerOf<Name>> {
  const token = tokenStore.get();
  const { id, query } = (address ?? {}) as { id?: string; query?: QueryParameters };
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpointUrl(name, { id, query }));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(answer);
      } else {
        reject(refusal(request.status, answer, token));
      }
    };
    request.onerror = () => reject(new NetworkError('The server could not be reached.'));
    request.send(body);
  }).then((answer) => checkedAnswer(name, answer));
}
