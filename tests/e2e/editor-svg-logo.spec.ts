import { test, expect, gotoIn } from './fixtures';
import { BENIGN } from '../unit/svg-benign-corpus';

const svgFile = (text: string, name = 'logo.svg') => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(text),
});

test('an SVG logo that hides a handler behind a quoted ">" is refused with the save message, and not placed', async ({
  page,
}) => {
  await page.goto('/editor');
  const evil =
    '<svg xmlns="http://www.w3.org/2000/svg" data-x=">" onload="alert(1)"><rect width="9" height="9"/></svg>';
  await page.getByTestId('logo-input').setInputFiles(svgFile(evil, 'evil.svg'));
  await expect(page.getByRole('alert')).toHaveText(
    'The SVG logo contains event handlers (on... attributes). Remove them and try again.',
  );
  await expect(page.getByText('Upload your logo')).toBeVisible();
  await expect(page.getByText('evil.svg')).toBeHidden();

  // A logo as Inkscape exports it, with metadata and editor namespaces, is taken.
  await page.getByTestId('logo-input').setInputFiles(svgFile(BENIGN[0]![1], 'inkscape.svg'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('inkscape.svg')).toBeVisible();
});

test('the refusal names what is not allowed, in Hebrew too', async ({ page }) => {
  await gotoIn(page, '/editor', 'he');
  const animated =
    '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="https://evil.example/"/></a></svg>';
  await page.getByTestId('logo-input').setInputFiles(svgFile(animated));
  await expect(page.getByRole('alert')).toHaveText(
    'לוגו ה-SVG מכיל את <set>, שאסור שיופיע בלוגו. הסירו אותו ונסו שוב.',
  );
});
