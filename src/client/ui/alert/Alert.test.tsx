// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Alert } from './Alert';

afterEach(cleanup);

describe('Alert', () => {
  it('announces errors as an alert that a field can point at by id', () => {
    render(
      <Alert tone="error" size="sm" id="checkout-error">
        Payment failed
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('checkout-error');
    expect(alert.textContent).toBe('Payment failed');
  });

  it('reads other tones as a status, with a named dismiss button when asked', () => {
    const onDismiss = vi.fn();
    render(
      <Alert tone="warning" onDismiss={onDismiss} dismissLabel="Dismiss">
        Almost out
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('Almost out');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
