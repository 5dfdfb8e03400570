import { useDialogs } from '@safa/shared-ui';
import { publicApi } from '@safa/shared-ui/api';
import type { MessageInput } from '@safa/shared-ui/contract';
import { useState } from 'react';
import type { SendFeedback } from './feedback';

/** Sends a message to the agency; `send` resolves true when it went through (so the form can clear). */
export function useMessageSender(feedback: SendFeedback) {
  const dialogs = useDialogs();
  const [sending, setSending] = useState(false);

  const send = async (message: MessageInput): Promise<boolean> => {
    setSending(true);
    try {
      await publicApi.sendMessage(message);
      feedback.success(dialogs);
      return true;
    } catch (error) {
      console.error('Sending the message failed', error);
      feedback.failure(dialogs, error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sending, send };
}
