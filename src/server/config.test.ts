import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.REQUIRE_EMAIL_VERIFICATION).toBe(false);
  });

  it('lists every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', PUBLIC_URL: 'not a url', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/PUBLIC_URL/);
    expect(problems).toMatch(/DATABASE_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as a number of proxies: false, true (one) or a whole number', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });
});
