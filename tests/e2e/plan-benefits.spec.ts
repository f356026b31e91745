import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { fixture } from './editor-helpers';
import { tmpDir } from './export-helpers';

async function webpPhoto(): Promise<string> {
  const file = path.join(tmpDir(), 'beach.webp');
  await sharp(fixture('landscape.jpg')).webp().toFile(file);
  return file;
}

test('lite refuses .webp photos; after buying Pro the editor accepts them', async ({ page }) => {
  const webp = await webpPhoto();
  await signUpViaApi(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(webp);
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
  await expect(
    alert.getByText('Invalid file type. Only .jpg, .jpeg, .png files are accepted.'),
  ).toBeVisible();
  await expect(alert.getByRole('list', { name: 'Files not added' })).toHaveText('beach.webp');

  // The tier comes from the server, which changes it only on the provider's signed webhook.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/account\?success=true$/);
  await expect(
    page.getByRole('region', { name: 'Subscription' }).getByTestId('subscription-plan'),
  ).toHaveText('Pro');

  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(webp);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
