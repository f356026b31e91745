// A grey photo under strong Gaussian grain: every block holds real coefficients, so its JPEG is heavy
// and slow to code, and its size follows the quality. The caller picks the format and the target.
import sharp, { type Sharp } from 'sharp';

export const grain = (width: number, height: number): Sharp =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
