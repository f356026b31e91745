// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import type { BillingUser } from '../types';
import { CheckoutSuccessBanner, CHECKOUT_SUCCESS_MS } from './CheckoutSuccessBanner';
import { ExpiringSoonBanner } from './ExpiringSoonBanner';
import { SubscriptionCard } from './SubscriptionCard';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base: BillingUser = {
  tier: 'pro',
  usageLimit: 500,
  subscription_id: '12',
  subscription_status: 'active',
  subscription_expires_at: '2030-01-15T00:00:00.000Z',
  isExpiringSoon: false,
  daysUntilExpiry: 400,
};

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.search}</span>;
}

function renderAt(ui: React.ReactNode, url = '/account') {
  const qc = new QueryClient();
  const spy = vi.spyOn(qc, 'invalidateQueries');
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <Where />
          </>
        }
      />
    </Routes>,
    { route: url, queryClient: qc },
  );
  return spy;
}

describe('subscription card', () => {
  it('shows the plan, status and renewal date of an active subscription, with Cancel', () => {
    renderAt(<SubscriptionCard user={base} />);
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Pro');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renews on')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('offers Resume for a cancelled subscription that has not ended', () => {
    renderAt(<SubscriptionCard user={{ ...base, subscription_status: 'cancelled', daysUntilExpiry: 20 }} />);
    expect(screen.getByText('Ends on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume Subscription' })).toBeInTheDocument();
  });

  it('leaves Resume to the expiring-soon banner in the last 7 days, so the page has one Resume', () => {
    renderAt(
      <>
        <ExpiringSoonBanner
          user={{ ...base, subscription_status: 'cancelled', daysUntilExpiry: 3, isExpiringSoon: true }}
        />
        <SubscriptionCard
          user={{ ...base, subscription_status: 'cancelled', daysUntilExpiry: 3, isExpiringSoon: true }}
        />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /Resume/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('sends any other status to support', () => {
    renderAt(<SubscriptionCard user={{ ...base, subscription_status: 'past_due' }} />);
    expect(screen.getByText(/Contact support for subscription assistance/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers an upgrade to a lite user without a subscription', () => {
    renderAt(
      <SubscriptionCard
        user={{
          ...base,
          tier: 'lite',
          subscription_id: null,
          subscription_status: null,
          subscription_expires_at: null,
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });
});

describe('expiring-soon banner', () => {
  it('offers Resume when there is a subscription id', () => {
    renderAt(
      <ExpiringSoonBanner
        user={{ ...base, subscription_status: 'cancelled', isExpiringSoon: true, daysUntilExpiry: 3 }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your Pro subscription ends in 3 days');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('offers Resubscribe without one, and says "1 day" on the last day', () => {
    renderAt(
      <ExpiringSoonBanner
        user={{
          ...base,
          subscription_id: null,
          subscription_status: 'cancelled',
          isExpiringSoon: true,
          daysUntilExpiry: 1,
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ends in 1 day');
    expect(screen.getByRole('link', { name: 'Resubscribe' })).toHaveAttribute('href', '/pricing');
  });

  it('stays hidden when not expiring soon', () => {
    renderAt(<ExpiringSoonBanner user={base} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('checkout success banner', () => {
  it('shows for 5 s, then removes ?success=true and refreshes the user', async () => {
    vi.useFakeTimers();
    const invalidate = renderAt(<CheckoutSuccessBanner />, '/account?success=true&tab=x');
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful!');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    invalidate.mockClear();
    await act(async () => vi.advanceTimersByTime(CHECKOUT_SUCCESS_MS - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/account?tab=x');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });
});
