// The partial-batch quota offer (issue 10 item 7) on a phone: the Modal's actions stack below sm, so
// its three buttons stay inside the dialog. Its own file: quota-settle.spec.ts had passed 250 lines.
import path from 'node:path';
import { test, expect } from './fixtures';
import { fixture } from './editor-helpers';
import { downloadButton, openEditorWith, solid, tmpDir } from './export-helpers';

test('on a phone the offer keeps its three actions inside the dialog, nothing scrolls sideways', async ({
  page,
}) => {
  // At 375 px the three buttons in one row cut "Cancel" off at the dialog's edge.
  await page.setViewportSize({ width: 375, height: 812 });
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 3 }, (_, i) => solid(path.join(dir, `m${i + 1}.jpg`), 300, 200, [90, 90, 90])),
  );
  await openEditorWith(page, photos, fixture('logo.png'), 49);
  await downloadButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Not enough quota left for this batch' });
  await expect(offer).toBeVisible();
  expect(await offer.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  const box = (await offer.boundingBox())!;
  for (const name of ['Cancel', 'Upgrade', 'Export 1 image']) {
    const b = (await offer.getByRole('button', { name }).boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
