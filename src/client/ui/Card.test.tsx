// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Card, cardClass } from './Card';

afterEach(cleanup);

describe('Card', () => {
  it('is a region named by its own heading, each card with its own id', () => {
    render(
      <>
        <Card title="Profile">a</Card>
        <Card title="Settings">b</Card>
      </>,
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(profile.tagName).toBe('SECTION');
    expect(profile.getAttribute('aria-labelledby')).not.toBe(settings.getAttribute('aria-labelledby'));
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
  });

  it('can be a complementary aside, with something at the end of the heading row', () => {
    render(
      <Card as="aside" title="Contact" aside={<span>Resets soon</span>}>
        body
      </Card>,
    );
    const aside = screen.getByRole('complementary', { name: 'Contact' });
    expect(aside.textContent).toBe('ContactResets soonbody');
  });

  it('gives the same box to untitled lists and tables', () => {
    expect(cardClass('plain', 'overflow-hidden')).toBe(
      'rounded-2xl border border-slate-200 bg-white shadow-sm overflow-hidden',
    );
  });
});
