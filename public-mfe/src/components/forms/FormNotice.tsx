import styled from 'styled-components';
import { usePostedForm, useWasSent } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import type { FormId } from '../../forms/site-forms';
import type { Notice, SendFeedback } from './feedback';
import { placeIssues } from './useFormFields';

const Note = styled.p<{ $tone: Notice['tone'] }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.primaryLight : '#fdecea')};
  strong { display: block; }
`;

/**
 * Why a form posted without the app was refused, when that is not said at its fields (of a form shown
 * more than once, the one with `carries`).
 */
export function useRefusalNotice(
  form: FormId,
  feedback: SendFeedback,
  fields: Fields,
  carries: Fields = {},
): Notice | undefined {
  const posted = usePostedForm(form, carries);
  if (!posted) return undefined;
  const { issues } = posted.refusal;
  const allAtFields = issues.length > 0 && placeIssues(issues, fields).unplaced === 0;
  return allAtFields ? undefined : feedback.failure(posted.refusal.serverText());
}

/**
 * What the page says of a form posted without the app: its success once it was sent (the page the
 * post redirected to), or why it was refused when that is not said at its fields.
 */
export function useFormNotice(form: FormId, feedback: SendFeedback, fields: Fields): Notice | undefined {
  const sent = useWasSent(form);
  const refusal = useRefusalNotice(form, feedback, fields);
  return refusal ?? (sent ? feedback.success : undefined);
}

/** A notice inside a form: a status when it went through, an alert when it did not. */
export function FormNotice({ notice }: { notice: Notice | undefined }) {
  if (!notice) return null;
  return (
    <Note $tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
      <strong>{notice.title}</strong>
      {notice.text}
    </Note>
  );
}
