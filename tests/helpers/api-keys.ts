// The API key routes as the account page and a script call them, for the API key tests.
import { expect } from 'vitest';
import type { CreatedApiKeyDto, ApiKeyListDto } from '#shared/schemas/api-keys';
import { setPlan, signUp, type TestUser } from './auth';
import type { TestApp } from './test-app';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
export const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

/** `app` is read at each call: the suites make their app in beforeAll. */
export function apiKeyCalls(app: () => TestApp) {
  async function account(tier: 'lite' | 'pro' | 'ultra'): Promise<TestUser> {
    const u = await signUp(app());
    if (tier !== 'lite') await setPlan(app(), u.id, { plan_type: tier });
    return u;
  }
  const create = (u: TestUser, name: unknown = 'CI pipeline') =>
    u.request('/api/me/api-keys', { json: { name } });
  async function createdKey(u: TestUser, name = 'CI pipeline'): Promise<CreatedApiKeyDto> {
    const res = await create(u, name);
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedApiKeyDto;
  }
  const list = async (u: TestUser) => (await (await u.request('/api/me/api-keys')).json()) as ApiKeyListDto;
  const revoke = (u: TestUser, id: string) => u.request(`/api/me/api-keys/${id}`, { method: 'DELETE' });
  const v1Me = (authorization?: string, headers: Record<string, string> = {}) =>
    app().app.request('/api/v1/me', {
      headers: { ...(authorization && { Authorization: authorization }), ...headers },
    });
  const withKey = (key: string) => v1Me(`Bearer ${key}`);

  return { account, create, createdKey, list, revoke, v1Me, withKey };
}
