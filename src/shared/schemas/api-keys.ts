// API keys on the wire (issue 15): /api/me/api-keys for the account page, and the errors the
// /api/v1 bearer check answers. Shared by the server routes and the client's api/ files.
import { z } from 'zod';
import type { Tier } from '../plans';
import { storedName } from './text';

export const API_KEY_NAME_MAX = 100;
/** Live (unrevoked) keys per account: one per script or pipeline is plenty (decision 261). */
export const API_KEY_MAX_PER_USER = 10;

/**
 * A key is this prefix and 32 random bytes in base64url (43 characters). The prefix makes a leaked
 * key recognisable to secret scanners and to people; the list shows the first API_KEY_SHOWN_CHARS.
 */
export const API_KEY_PREFIX = 'lb_live_';
export const API_KEY_PATTERN = /^lb_live_[A-Za-z0-9_-]{43}$/;
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 4;

export const API_KEY_ERRORS = {
  nameRequired: { code: 'api_key_name_required', message: 'Please enter a name for the key' },
  nameTooLong: {
    code: 'api_key_name_too_long',
    message: `A key name must be at most ${API_KEY_NAME_MAX} characters`,
  },
  notFound: { code: 'api_key_not_found', message: 'API key not found' },
  limit: {
    code: 'api_key_limit',
    message: `You can keep up to ${API_KEY_MAX_PER_USER} API keys. Revoke one to create another.`,
  },
  /** Creating a key, or calling /api/v1 with one, on a plan without API access. */
  planNoApi: { code: 'plan_no_api', message: 'API access is part of the Ultra plan' },
  /** /api/v1 without a key, with a malformed, unknown or revoked one. */
  invalidKey: { code: 'invalid_api_key', message: 'The API key is missing, invalid or revoked' },
} as const;

export const apiKeyNameSchema = storedName(API_KEY_NAME_MAX, {
  required: API_KEY_ERRORS.nameRequired.message,
  tooLong: API_KEY_ERRORS.nameTooLong.message,
});

/** POST /api/me/api-keys. */
export const createApiKeySchema = z.object({ name: apiKeyNameSchema });
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** One key as listed: never the key itself, which exists only in the answer that created it. */
export interface ApiKeyDto {
  id: string;
  name: string;
  /** The key's first API_KEY_SHOWN_CHARS characters, e.g. "lb_live_AbC1". */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface ApiKeyListDto {
  api_keys: ApiKeyDto[];
  max_api_keys: number;
}

/** 201 of POST /api/me/api-keys: the only time the whole key is sent. */
export interface CreatedApiKeyDto extends Omit<ApiKeyDto, 'last_used_at'> {
  key: string;
}

/** GET /api/v1/me: who the key belongs to. */
export interface ApiV1MeDto {
  id: string;
  email: string;
  /** The plan that counts now (a lapsed subscription reads as lite). */
  plan: Tier;
}
