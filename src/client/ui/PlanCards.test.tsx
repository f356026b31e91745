// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithProviders as render } from '../test-utils/renderWithProviders';
import { PlanCards } from './PlanCards';

afterEach(cleanup);

describe('PlanCards', () => {
  it('renders one card per plan from the plans table, with the caller’s action', () => {
    render(<PlanCards renderAction={(plan) => <button type="button">Choose {plan.tier}</button>} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Lite', 'Pro', 'Ultra']);
    expect(within(cards[0]!).getByTestId('plan-price')).toHaveTextContent('Free');
    expect(within(cards[1]!).getByTestId('plan-price')).toHaveTextContent('$9.99/month');
    expect(within(cards[2]!).getByText('Up to 5,000 images per day')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 saved projects')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Most Popular')).toBeNull();
    expect(within(cards[2]!).getByRole('button', { name: 'Choose ultra' })).toBeInTheDocument();
  });

  it('uses the requested heading level and formats numbers for Hebrew', async () => {
    await i18next.changeLanguage('he');
    render(<PlanCards headingLevel={2} renderAction={() => null} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByText('עד 5,000 תמונות ביום')).toBeInTheDocument();
    expect(screen.getByText('הכי פופולרי')).toBeInTheDocument();
    await i18next.changeLanguage('en');
  });
});
