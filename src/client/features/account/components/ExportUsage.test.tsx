// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY, type AppUser } from '#client/lib/me';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import { ExportUsage } from './ExportUsage';

function renderWith(user: Partial<AppUser> | null, imageCount: number) {
  const qc = new QueryClient();
  qc.setQueryData(
    ME_QUERY_KEY,
    user ? ({ tier: 'lite', usageToday: 0, usageLimit: 50, ...user } as AppUser) : null,
  );
  return renderWithProviders(<ExportUsage imageCount={imageCount} />, { queryClient: qc });
}

describe('Export Options usage block', () => {
  afterEach(cleanup);

  it('asks a visitor to sign in to download and to save projects', () => {
    renderWith(null, 3);
    expect(screen.getByText('Sign in to download')).toBeInTheDocument();
    expect(screen.getByText('Sign in to save projects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it.each([
    [30, 'bg-emerald-500'],
    [31, 'bg-amber-500'],
    [40, 'bg-amber-500'],
    [41, 'bg-red-500'],
  ])('colours %i of 50 as %s: red above 80 percent, amber above 60', (used, fill) => {
    renderWith({ usageToday: used }, 1);
    const bar = screen.getByRole('meter').firstElementChild;
    expect(bar).toHaveClass(fill);
    for (const other of ['bg-emerald-500', 'bg-amber-500', 'bg-red-500'].filter((c) => c !== fill))
      expect(bar).not.toHaveClass(other);
  });

  it('shows daily usage, tier and an Upgrade to Pro link in a new tab', () => {
    renderWith({ usageToday: 5 }, 5);
    expect(screen.getByText('Daily usage 5 of 50')).toBeInTheDocument();
    expect(screen.getByText('Lite plan')).toBeInTheDocument();
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade).toHaveAttribute('href', '/pricing');
    expect(upgrade).toHaveAttribute('target', '_blank');
  });

  it('warns when the batch is larger than what is left', () => {
    renderWith({ usageToday: 48 }, 5);
    expect(screen.getByRole('status')).toHaveTextContent('larger than what is left today (2 images)');
  });

  it('offers no upgrade to a pro user', () => {
    renderWith({ tier: 'pro', usageLimit: 500 }, 1);
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });
});
