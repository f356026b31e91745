import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '#shared/schemas/billing';
import { apiFetch } from '#client/lib/api';

/** Asks our server for a checkout URL; the provider's key never reaches the browser. */
export function createCheckout(body: CheckoutRequest) {
  return apiFetch<CheckoutResponse>('/api/billing/checkout', { method: 'POST', json: body });
}

export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    // Leave the page for the provider's checkout; the button stays busy until the browser goes.
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
