// The five placement numbers on the wire (projects, layers, presets): any finite numbers, brought inside
// the model's rules on the way in.
import { z } from 'zod';
import { normalizeSettings, type LogoSettings } from './settings';

export const logoSettingsShape = {
  x: z.number().finite(),
  y: z.number().finite(),
  scale: z.number().finite(),
  opacity: z.number().finite(),
  rotation: z.number().finite(),
};

export const logoSettingsSchema = z
  .object(logoSettingsShape)
  .transform((s): LogoSettings => normalizeSettings(s));
