import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/feedback';
import { getSession } from '../../../lib/session/session.store';
import { earlyWarningKeys } from '../api/early-warning.queries';
import { openWarningStream } from '../lib/warning-stream';

/**
 * While mounted, new warnings refresh the lists and statistics and announce themselves; after the
 * stream was down (a server restart, a dropped network) the lists and statistics are fetched
 * again, so a warning that arrived meanwhile is not missed — quietly, without a toast.
 */
export function useWarningStream(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: earlyWarningKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...earlyWarningKeys.all, 'statistics'] });
    };
    return openWarningStream({
      getToken: () => getSession().token,
      onResume: refreshLists,
      onEvent: (event) => {
        refreshLists();
        if (event.type === 'warning.assigned') showToast('收到新的预警');
        else void queryClient.invalidateQueries({ queryKey: earlyWarningKeys.detail(event.assignmentId) });
      },
    });
  }, [enabled, queryClient]);
}
