import { ADMIN_IDLE_TIMEOUT_MS } from '@safa/contract';
import { useDialogs } from '@safa/shared-ui';
import { useSession } from './SessionProvider';
import { useIdleTimeout } from './useIdleTimeout';

/** Logs the operator out after 30 minutes without activity, and says why (spec §4, §8). */
export function useIdleLogout(): void {
  const { logOut } = useSession();
  const dialogs = useDialogs();
  useIdleTimeout(ADMIN_IDLE_TIMEOUT_MS, () => {
    logOut('inactivity');
    void dialogs.alert({
      title: 'Session Expired',
      text: 'You have been logged out due to inactivity.',
      tone: 'info',
    });
  });
}
