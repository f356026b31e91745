import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

/**
 * AUTH_SECRET when set; otherwise a secret generated once into DATA_DIR/auth-secret (mode 600)
 * and read back on every later start, so sessions survive restarts with zero configuration.
 */
export function resolveAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: create it below.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`Generated AUTH_SECRET into ${file}`);
  return secret;
}
