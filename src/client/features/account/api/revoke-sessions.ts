import { authCall, authClient } from '#client/lib/auth-client';

/** Ends every session of this user, this browser's included. */
export const revokeAllSessions = () => authCall(authClient.revokeSessions());
