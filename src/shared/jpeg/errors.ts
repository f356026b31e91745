import { JpegUnsupportedError } from './types';

/** Damaged or impossible data: the photo takes the pixel path, which has its own tolerance. */
export function corrupt(message: string): JpegUnsupportedError {
  return new JpegUnsupportedError('corrupt', `Corrupt JPEG: ${message}`);
}
