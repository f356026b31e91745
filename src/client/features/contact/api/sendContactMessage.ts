import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/contact';
import { apiFetch } from '../../../lib/api';

export function sendContactMessage(message: ContactMessage) {
  return apiFetch<{ ok: true; id: string }>('/api/contact', { method: 'POST', json: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
