import { ApiError } from '@safa/api-client';
import type { Fields, PostedForm } from '@safa/remote-types';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { FormId } from './site-forms';

/** Where the server hands a posted form over with the page's data (see InitialData). */
export const POSTED_FORM_KEY = 'postedForm';

/** The query parameter that says a posted form was sent (after the redirect that follows a post). */
export const SENT_PARAMETER = 'sent';

const PostedFormContext = createContext<PostedForm | undefined>(undefined);

export function PostedFormProvider({
  posted,
  children,
}: {
  posted: PostedForm | undefined;
  children: ReactNode;
}) {
  return <PostedFormContext.Provider value={posted}>{children}</PostedFormContext.Provider>;
}

/** What was typed into `form` and why it was refused, when it is the form the visitor just posted. */
export function usePostedForm(form: FormId): { values: Fields; refusal: ApiError } | undefined {
  const posted = useContext(PostedFormContext);
  if (posted?.form !== form) return undefined;
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
 * names), at the form itself, so that the page the server answers opens where the visitor was.
 */
export function useFormAction(form: FormId, leaving: readonly string[] = []): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of [SENT_PARAMETER, ...leaving]) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${formAnchor(form)}`;
}

/** The id of a form's element, which its address points at. */
export const formAnchor = (form: FormId) => `${form}-form`;
