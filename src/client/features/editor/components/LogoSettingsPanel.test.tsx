// @vitest-environment happy-dom
// With no layer selected, each control shows what a new layer starts with, not zero: "Spacing" read
// 0% until a layer existed, then 50%.
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import { DEFAULT_SETTINGS } from '#shared/placement';
import { LogoSettingsPanel } from './LogoSettingsPanel';

afterEach(cleanup);

it('shows the spacing a new layer starts with while no layer is selected', () => {
  const none = () => {};
  renderWithProviders(
    <LogoSettingsPanel
      {...{ settings: DEFAULT_SETTINGS, layer: null, imageCount: 0 }}
      {...{ onLayer: none, onChange: none, onQuick: none, onApplyAll: none, onRemoveLogo: none }}
    />,
  );
  const spacing = screen.getByRole('slider', { name: 'Spacing' });
  expect(spacing).toBeDisabled();
  expect(spacing).toHaveAttribute('aria-valuetext', '50%');
});
