import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, ContactResponse } from '#shared/schemas/contact';
import { apiFetch } from '#client/lib/api';

export function sendContactMessage(message: ContactMessage) {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', json: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
