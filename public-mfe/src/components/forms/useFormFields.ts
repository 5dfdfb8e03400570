import type { FieldIssue } from '@safa/api-client';
import { type ChangeEvent, useRef, useState } from 'react';
import { usePostedForm } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import type { FormId } from '../../forms/site-forms';
import { useTypedBeforeStart } from './useTypedBeforeStart';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** What a text field is given to show and change one of the form's fields (`bind`). */
export interface FieldBinding {
  /** Its element's id, which the list of a refused form's problems links to (see `fieldIdOf`). */
  id: string;
  name: string;
  value: string | undefined;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/**
 * The form field an issue is about: the field named by its whole path (`['travellers', 1, 'fullName']`
 * → `travellers.1.fullName`) when the form has one, else the last name in its path (`['trip',
 * 'departure']` → departure).
 */
function fieldOf<T extends Fields>(issue: FieldIssue, values: T): keyof T | undefined {
  const whole = issue.path.join('.');
  if (whole in values) return whole;
  return [...issue.path]
    .reverse()
    .find((key): key is keyof T & string => typeof key === 'string' && key in values);
}

/** Each issue at its field (the first for a field wins), and how many found none. */
export function placeIssues<T extends Fields>(issues: FieldIssue[], values: T) {
  const placed: FieldErrors<T> = {};
  let unplaced = 0;
  for (const issue of issues) {
    const field = fieldOf(issue, values);
    if (field === undefined) unplaced += 1;
    else placed[field] ??= issue.message;
  }
  return { placed, unplaced };
}

/** The id of the element of a form's field: `booking-contact.phone`. */
export const fieldIdOf = (form: FormId, name: string) => `${form}-${name}`;

/** `initial`'s fields, with what was posted in them. */
const withPosted = <T extends Fields>(initial: T, posted: Fields | undefined): T =>
  posted
    ? (Object.fromEntries(Object.entries(initial).map(([name, value]) => [name, posted[name] ?? value])) as T)
    : initial;

/**
 * Controlled text fields keyed by their `name`, with a reset for after a successful send, and the
 * server's complaints shown at the fields they are about (each cleared as its field is edited). They
 * take input from the first paint, before the app has started: what is typed then is kept (React
 * replays it when it takes the page over), and a form sent then is posted as a plain form, whose
 * refused fields come back here from the server (`form`, the one with `carries` when the page shows
 * it more than once).
 */
export function useFormFields<T extends Fields>(initial: T, form: FormId, carries: Fields = {}) {
  const posted = usePostedForm(form, carries);
  const [values, setValues] = useState<T>(() => withPosted(initial, posted?.values));
  const [errors, setErrors] = useState<FieldErrors<T>>(() =>
    posted ? placeIssues(posted.refusal.issues, initial).placed : {},
  );
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, Object.keys(initial), (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  const set = (name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest as FieldErrors<T>);
  };
  const bind = (name: keyof T & string): FieldBinding => ({
    id: fieldIdOf(form, name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value),
  });
  /** Changes several fields at once (rows added or taken out); the errors of fields now gone go too. */
  const change = (update: (current: T) => T) => {
    const next = update(values);
    setValues(next);
    setErrors(
      (shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => name in next)) as FieldErrors<T>,
    );
  };
  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /**
   * Shows each issue at its field and moves the focus to the first; true when every issue found a
   * field (otherwise the form must still say what went wrong).
   */
  const showIssues = (issues: FieldIssue[]): boolean => {
    const { placed, unplaced } = placeIssues(issues, values);
    setErrors(placed);
    const [first] = Object.keys(placed);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    return issues.length > 0 && unplaced === 0;
  };

  return { values, errors, bind, set, change, reset, showIssues, formRef };
}

/** A form's text fields, as `useFormFields` keeps them. */
export type FormFields<T extends Fields> = ReturnType<typeof useFormFields<T>>;
