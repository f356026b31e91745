// Helpers for the layer specs: the preview canvas read back in pixels, and the layers list as shown.
import { expect, type Page } from '@playwright/test';

export const layerNames = (page: Page) =>
  page
    .getByTestId('layers-list')
    .getByRole('button', { name: /^Edit / })
    .allInnerTexts();

/** Pixels of the preview with every channel above `min` (white text on a dark photo), per cell of an n×n grid. */
export async function brightCells(page: Page, n = 4, min = 200): Promise<number[]> {
  return page
    .getByTestId('editor-canvas')
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, [n, min]) => {
        const ctx = canvas.getContext('2d')!;
        const { width, height, data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const cells = new Array<number>(n * n).fill(0);
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            if (data[i]! > min && data[i + 1]! > min && data[i + 2]! > min) {
              cells[
                Math.min(n - 1, Math.floor((y / height) * n)) * n +
                  Math.min(n - 1, Math.floor((x / width) * n))
              ]!++;
            }
          }
        return cells;
      },
      [n, min] as const,
    );
}

/** A cheap fingerprint of the preview, to tell that a control changed what is drawn. */
export async function previewPrint(page: Page): Promise<string> {
  return page
    .getByTestId('editor-canvas')
    .locator('canvas')
    .first()
    .evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let h = 0;
      for (let i = 0; i < d.length; i += 4) h = (h * 31 + d[i]! + d[i + 1]! * 7 + d[i + 2]! * 13) | 0;
      return String(h);
    });
}

export const total = (cells: number[]) => cells.reduce((a, b) => a + b, 0);

/** The preview's fingerprint once two reads a quarter second apart agree: what is drawn has settled. */
export async function settledPrint(page: Page): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await previewPrint(page);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}

/** Waits until the preview's fingerprint is no longer `before`. */
export async function previewChanged(page: Page, before: string) {
  await expect.poll(() => previewPrint(page)).not.toBe(before);
}
