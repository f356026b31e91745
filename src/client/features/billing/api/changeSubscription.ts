import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionActionResponse } from '../../../../shared/schemas/billing';
import { ApiError, apiFetch } from '../../../lib/api';
import { toast } from '../../../ui/toast';

export function cancelSubscription() {
  return apiFetch<SubscriptionActionResponse>('/api/billing/cancel', { method: 'POST', json: {} });
}

export function resumeSubscription() {
  return apiFetch<SubscriptionActionResponse>('/api/billing/resume', { method: 'POST', json: {} });
}

/** Error codes of cancel and resume, mapped to keys so the reader sees them in their own language. */
const ERROR_KEYS: Record<string, string> = {
  no_active_subscription: 'errors.noActiveSubscription',
  no_subscription: 'errors.noSubscription',
  cancel_failed: 'errors.cancelFailed',
  cancel_error: 'errors.cancelError',
  resume_failed: 'errors.resumeFailed',
  resume_error: 'errors.resumeError',
};

/** Cancel or resume through our server, then refresh the user and the subscription (the webhook has run by then). */
export function useChangeSubscription(action: 'cancel' | 'resume') {
  const qc = useQueryClient();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: action === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: async () => {
      toast.success(t(action === 'cancel' ? 'messages.cancelled' : 'messages.resumed'));
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['me'] }),
        qc.invalidateQueries({ queryKey: ['billing'] }),
      ]);
    },
    onError: (e) => {
      const key = e instanceof ApiError ? ERROR_KEYS[e.code] : undefined;
      toast.error(t(key ?? (action === 'cancel' ? 'errors.cancelError' : 'errors.resumeError')));
    },
  });
}
