import { ApiError } from '@safa/api-client';
import { type Fields, formAnchor, SENT_PARAMETER } from '@safa/remote-types';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useServedPage } from '../api/served-page';
import type { FormId } from './site-forms';

/**
 * What was typed into `form` and why it was refused, when it is the form the visitor just posted: of
 * a form shown several times on a page (one per traveller), the one whose hidden fields it carried.
 */
export function usePostedForm(
  form: FormId,
  carries: Fields = {},
): { values: Fields; refusal: ApiError } | undefined {
  const { posted } = useServedPage();
  if (posted?.form !== form) return undefined;
  if (Object.entries(carries).some(([name, value]) => posted.values[name] !== value)) return undefined;
  const body =
    typeof posted.answer.body === 'object' && posted.answer.body !== null ? posted.answer.body : {};
  return { values: posted.values, refusal: new ApiError(posted.answer.status, 'The form was refused', body) };
}

/** True on the page the visitor lands on after posting `form` and its being sent. */
export function useWasSent(form: FormId): boolean {
  const [params] = useSearchParams();
  return params.get(SENT_PARAMETER) === form;
}

/**
 * Where `form` is posted: the page it is on (without a previous 'sent', nor the parameters `leaving`
 * names), at the form itself (`anchor`, for a form the page shows more than once), so that the page
 * the server answers opens where the visitor was.
 */
export function useFormAction(
  form: FormId,
  leaving: readonly string[] = [],
  anchor: string = formAnchor(form),
): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of [SENT_PARAMETER, ...leaving]) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${anchor}`;
}
