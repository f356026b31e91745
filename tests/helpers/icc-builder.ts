// The product's Adobe RGB (1998) profile as a Buffer, for tests that embed it in files sharp makes.
import { adobeRgbProfile as profile } from '#shared/metadata/icc-build';

export const adobeRgbProfile = () => Buffer.from(profile());
