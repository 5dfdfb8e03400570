import { ApiError } from '@safa/api-client';
import { formAnchor } from '@safa/remote-types';
import { Button } from '@safa/shared-ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useFormAction } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import type { FormId } from '../../forms/site-forms';
import { FormIdentity } from './FormIdentity';
import { FormNotice, useFormNotice } from './FormNotice';
import { type Notice, type SendFeedback, serverTextOf } from './feedback';
import { FormGrid } from './form-styles';
import { Honeypot } from './Honeypot';
import type { FormFields } from './useFormFields';

interface AnsweredFormProps<T extends Fields> {
  form: FormId;
  fields: FormFields<T>;
  feedback: SendFeedback;
  /** Sends the form with the app; the API answers in its own words. */
  request: () => Promise<{ message: string }>;
  /** What it carries besides what the visitor types (see FormIdentity). */
  carries?: Record<string, string>;
  /** The id of the heading that names it. */
  labelledBy: string;
  submitLabel: string;
  /** Its fields, when it has any besides what it carries (a stop link's form is its button alone). */
  children?: ReactNode;
}

/**
 * A form whose answer is said in it, not in a dialog (the waitlist, "find my booking"): with the app,
 * the API's own words when it took it, its refusal at the fields or in the form, the notice focused as
 * it comes; without, a plain form the shell's server sends, the page it comes back to saying the same.
 */
export function AnsweredForm<T extends Fields>({
  form,
  fields,
  feedback,
  request,
  carries,
  labelledBy,
  submitLabel,
  children,
}: AnsweredFormProps<T>) {
  const postedNotice = useFormNotice(form, feedback, fields.values);
  const [notice, setNotice] = useState<Notice>();
  const [sending, setSending] = useState(false);
  const noticeHolder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeHolder.current?.focus();
  }, [notice]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setNotice(undefined);
    try {
      const answer = await request();
      setNotice({ ...feedback.success, text: answer.message });
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      if (!fields.showIssues(issues)) setNotice(feedback.failure(serverTextOf(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormGrid
      ref={fields.formRef}
      id={formAnchor(form)}
      method="post"
      action={useFormAction(form)}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
    >
      <div ref={noticeHolder} tabIndex={-1}>
        <FormNotice notice={notice ?? postedNotice} />
      </div>
      <FormIdentity form={form} carries={carries} />
      {children}
      <Honeypot value={fields.values.website ?? ''} onChange={(value) => fields.set('website', value)} />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : submitLabel}
      </Button>
    </FormGrid>
  );
}
