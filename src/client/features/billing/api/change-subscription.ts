import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionActionResponse } from '#shared/schemas/billing';
import { apiFetch } from '#client/lib/api';
import { codeText, errorText } from '#client/i18n/error-text';
import { toast } from '#client/ui/toast';

export function cancelSubscription() {
  return apiFetch<SubscriptionActionResponse>('/api/billing/cancel', { method: 'POST', json: {} });
}

export function resumeSubscription() {
  return apiFetch<SubscriptionActionResponse>('/api/billing/resume', { method: 'POST', json: {} });
}

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
      // Codes of cancel and resume (spec accounts.md §8) are in the one error vocabulary.
      toast.error(errorText(e, { fallback: codeText(`${action}_error`) }));
    },
  });
}
