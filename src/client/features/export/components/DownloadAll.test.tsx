// @vitest-environment happy-dom
// The button's own rules (what runs in Chromium is covered end to end): a click without photos says so,
// the gates run first and can stop everything, and no logo means "Please upload a logo first".
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Batch } from '#client/lib/batch';
import { getToasts } from '#client/ui/toast/store';
import { renderWithProviders as render } from '#client/test-utils/renderWithProviders';
import { DownloadAll } from './DownloadAll';

afterEach(cleanup);

const settings = { x: 0, y: 0, scale: 0.5, opacity: 1, rotation: 0 };
const photo = {
  id: 'a',
  file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
  name: 'a.jpg',
  settings,
  placements: {},
};
const noLogo: Batch = {
  images: [photo, { ...photo, id: 'b' }],
  logo: null,
  watermark: null,
  projectSettings: null,
};
const messages = () => getToasts().map((t) => t.message);

describe('DownloadAll', () => {
  it('without photos stays clickable and says what is missing', async () => {
    const logo = {
      file: new File(['x'], 'l.png', { type: 'image/png' }),
      name: 'l.png',
      type: 'image/png',
      width: 10,
      height: 10,
    };
    render(<DownloadAll batch={{ images: [], logo, watermark: null, projectSettings: null }} />);
    const button = screen.getByRole('button', { name: 'Download All Images' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(messages()).toContain('Please upload images first');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('without a logo says "Please upload a logo first" and starts nothing', async () => {
    render(<DownloadAll batch={noLogo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download All Images' }));
    expect(messages()).toContain('Please upload a logo first');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('runs the gate first with the photo count; a refusal stops before any check of its own', async () => {
    const calls: number[] = [];
    const before = messages().length;
    render(<DownloadAll batch={noLogo} beforeExport={async (count) => (calls.push(count), false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download All Images' }));
    expect(calls).toEqual([2]);
    expect(messages().length).toBe(before);
  });
});
