import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps';
import { HttpError } from './http-error';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { resolveAuthSecret } from './auth/secret';
import { provideAuth, type AuthEnv } from './auth/session';
import { colourProfileRoutes } from './routes/colour-profiles';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { exportSettingsRoutes } from './routes/export-settings';
import { apiKeyRoutes } from './routes/api-keys';
import { v1Routes } from './routes/v1';
import { usageRoutes } from './routes/usage';
import { createMailer } from './services/mail';
import { projectRoutes } from './routes/projects';
import { presetRoutes } from './routes/presets';
import { contactRoutes } from './routes/contact';
import { webhookRoutes } from './routes/webhooks';
import { billingRoutes } from './routes/billing';
import { serveSpa } from './static';
import { sameSiteOnly } from './same-site';
import { bodyLimits } from './body-limits';
import { jsonLength } from './json-length';
import { databaseUnavailable, isDatabaseUnavailable } from './db/unavailable';
import { openStorage } from './storage';

export interface AppOptions {
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // WebAssembly (libheif, HEIC decoding in the workers) needs 'wasm-unsafe-eval'; eval stays off.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      crossOriginEmbedderPolicy: false,
      // A route that sets its own header (the stricter CSP of a stored SVG logo) keeps it.
      overwrite: false,
    }),
  );
  app.use('*', compress());
  app.use('*', jsonLength());
  // Before any route reads a body: every request has a size limit that fits its route.
  app.use('*', bodyLimits());

  const mailer = createMailer(deps.config);
  const secret = resolveAuthSecret(deps.config);
  const auth = createAuth(deps, mailer, secret);
  const api = new Hono<AuthEnv>();
  api.use('*', sameSiteOnly(deps.config));
  // Any route can now call requireUser(c) (src/server/auth/session.ts).
  api.use('*', provideAuth(auth, deps.dbh.db, secret, deps.now));
  api.route('/auth', authRoutes(deps, auth));
  api.route('/health', healthRoutes(deps));
  api.route('/colour-profiles', colourProfileRoutes(deps));
  api.route('/me/export-settings', exportSettingsRoutes(deps));
  api.route('/me/api-keys', apiKeyRoutes(deps));
  api.route('/me', meRoutes(deps));
  api.route('/usage', usageRoutes(deps));
  // One object store per process: the jobs' own, when this app has them.
  const storage = deps.storage ?? deps.jobs?.storage ?? openStorage(deps.config);
  api.route('/projects', projectRoutes({ ...deps, storage }));
  api.route('/presets', presetRoutes(deps));
  api.route('/contact', contactRoutes(deps, mailer));
  api.route('/webhooks', webhookRoutes(deps));
  api.route('/billing', billingRoutes(deps));
  // Bearer keys, not the session cookie (src/server/auth/api-key.ts).
  api.route('/v1', v1Routes(deps));
  api.all('*', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  app.route('/api', api);

  if (options.clientDir) serveSpa(app, options.clientDir);

  app.onError((thrown, c) => {
    const err = isDatabaseUnavailable(thrown) ? databaseUnavailable() : thrown;
    if (err instanceof HttpError) {
      return c.json(
        { error: { code: err.code, message: err.message, ...err.fields, details: err.details } },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      return c.json({ error: { code: 'http_error', message: err.message } }, err.status);
    }
    console.error(err);
    return c.json({ error: { code: 'internal', message: 'Internal server error' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  return app;
}
