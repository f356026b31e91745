// Interim stand-in for requireUser from src/server/auth (accounts issue): until sessions exist
// nobody is signed in. Replaced by the real helper when accounts lands.
import type { Context } from 'hono';
import { unauthorized } from '../http-error';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export async function requireUser(_c: Context): Promise<SessionUser> {
  throw unauthorized();
}
