import type { FieldIssue } from '@safa/api-client';
import { type ChangeEvent, useRef, useState } from 'react';
import { useIsLive } from '../useBrowserValue';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The form field an issue is about: the last name in its path (`['trip', 'departure']` → departure). */
const fieldOf = <T extends Record<string, string>>(issue: FieldIssue, values: T): keyof T | undefined =>
  [...issue.path].reverse().find((key): key is keyof T & string => typeof key === 'string' && key in values);

/**
 * Controlled text fields keyed by their `name`, with a reset for after a successful send, and the
 * server's complaints shown at the fields they are about (each cleared as its field is edited). The
 * fields are disabled until the page is live (see `useIsLive`).
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const live = useIsLive();

  const set = (name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest as FieldErrors<T>);
  };
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: !live,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value),
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /**
   * Shows each issue at its field and moves the focus to the first; true when every issue found a
   * field (otherwise the form must still say what went wrong).
   */
  const showIssues = (issues: FieldIssue[]): boolean => {
    const placed: FieldErrors<T> = {};
    let unplaced = 0;
    for (const issue of issues) {
      const field = fieldOf(issue, values);
      if (field === undefined) unplaced += 1;
      else placed[field] ??= issue.message;
    }
    setErrors(placed);
    const [first] = Object.keys(placed);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    return issues.length > 0 && unplaced === 0;
  };

  return { values, errors, bind, set, reset, showIssues, formRef, live };
}
