import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeLemonSqueezy } from '../fakes/lemonsqueezy';
import { startSmtpCatcher } from '../fakes/smtp-catcher';
import { freePort } from '../helpers/free-port';

async function waitForHealth(url: string, child: { exitCode: number | null }, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become healthy:\n${log()}`);
}

/**
 * Starts the real server (built client, temporary SQLite database) on a free port.
 * Playwright passes the environment set here to the test workers.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-e2e-'));
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-e2e-scratch-'));
  // Mail goes through real SMTP to a local catcher; tests read it at E2E_INBOX_URL?to=<email>.
  const smtp = await startSmtpCatcher({ http: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The payment provider, replaced by a local server speaking its JSON:API and sending signed webhooks.
  const billing = {
    LEMONSQUEEZY_API_KEY: 'e2e-ls-key',
    LEMONSQUEEZY_STORE_ID: '4242',
    LEMONSQUEEZY_VARIANT_PRO: '101',
    LEMONSQUEEZY_VARIANT_ULTRA: '202',
    LEMONSQUEEZY_WEBHOOK_SECRET: 'e2e-webhook-secret',
  };
  const lemon = await startFakeLemonSqueezy({
    apiKey: billing.LEMONSQUEEZY_API_KEY,
    webhookSecret: billing.LEMONSQUEEZY_WEBHOOK_SECRET,
    storeId: billing.LEMONSQUEEZY_STORE_ID,
    variants: [billing.LEMONSQUEEZY_VARIANT_PRO, billing.LEMONSQUEEZY_VARIANT_ULTRA],
    webhookUrl: `${baseUrl}/api/webhooks/lemonsqueezy`,
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, 'e2e.db'),
    SMTP_URL: smtp.url,
    // Rate limits stay at their default, as after `npm start`: every test signs up from 127.0.0.1,
    // which a local install never limits (decision 070); other addresses are covered by the API tests.
    SUPPORT_EMAIL: 'support@logobatch.test',
    LEMONSQUEEZY_API_URL: lemon.url,
    ...billing,
  };
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await waitForHealth(baseUrl, child, () => output);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SCRATCH_DIR = scratchDir;
  process.env.E2E_INBOX_URL = smtp.inboxUrl!;
  process.env.E2E_LEMONSQUEEZY_URL = lemon.url;
  return async () => {
    child.kill('SIGTERM');
    await smtp.close();
    await lemon.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(scratchDir, { recursive: true, force: true });
  };
}
