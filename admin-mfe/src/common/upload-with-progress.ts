import { ApiError, apiUrl, NetworkError, tokenStore } from '@safa/shared-ui/api';

/**
 * POSTs a multipart body with XMLHttpRequest, the one browser API that reports upload progress.
 * `onProgress` receives 0–1. Rejects like the API client: ApiError with the server's answer, or
 * NetworkError.
 */
export function uploadWithProgress<Result>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        answer = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(answer as Result);
        return;
      }
      const errorBody = typeof answer === 'object' && answer !== null ? answer : undefined;
      reject(new ApiError(request.status, `Upload failed with status ${request.status}`, errorBody));
    };
    request.onerror = () => reject(new NetworkError('The server could not be reached.'));
    request.send(body);
  });
}
