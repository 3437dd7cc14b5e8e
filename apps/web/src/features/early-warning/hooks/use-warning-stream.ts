import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/feedback';
import { getSession } from '../../../lib/session/session.store';
import { earlyWarningKeys } from '../api/early-warning.queries';
import { openWarningStream } from '../lib/warning-stream';

/** While mounted, new warnings refresh the lists and statistics and announce themselves. */
export function useWarningStream(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return openWarningStream({
      getToken: () => getSession().token,
      onEvent: (event) => {
        void queryClient.invalidateQueries({ queryKey: earlyWarningKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: [...earlyWarningKeys.all, 'statistics'] });
        if (event.type === 'warning.assigned') showToast('收到新的预警');
        else void queryClient.invalidateQueries({ queryKey: earlyWarningKeys.detail(event.assignmentId) });
      },
    });
  }, [enabled, queryClient]);
}
