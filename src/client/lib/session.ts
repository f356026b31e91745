// The signed-in state every screen reads. Until accounts exist (issue 5) nobody is signed in;
// the accounts feature replaces this with the real /api/me query, keeping this shape.
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

export function useSession(): SessionState {
  return { status: 'signedOut', user: null };
}
