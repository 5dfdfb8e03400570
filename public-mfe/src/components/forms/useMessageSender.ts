import { ApiError, call, type FieldIssue } from '@safa/api-client';
import type { MessageInput } from '@safa/contract';
import { useDialogs } from '@safa/shared-ui';
import { useState } from 'react';
import { type SendFeedback, showFailure, showNotice } from './feedback';

/**
 * Sends a message to the agency; `send` resolves true when it went through (so the form can clear).
 * When the server refuses fields (400 with issues), `showIssues` shows its words at those fields;
 * any other failure gets the page's feedback (§8).
 */
export function useMessageSender(feedback: SendFeedback, showIssues: (issues: FieldIssue[]) => boolean) {
  const dialogs = useDialogs();
  const [sending, setSending] = useState(false);

  const send = async (message: MessageInput): Promise<boolean> => {
    setSending(true);
    try {
      await call('sendMessage', { body: message });
      showNotice(dialogs, feedback.success);
      return true;
    } catch (error) {
      console.error('Sending the message failed', error);
      const issues = error instanceof ApiError ? error.issues : [];
      if (!showIssues(issues)) showFailure(dialogs, feedback, error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sending, send };
}
