// Query keys of the projects feature: the list is per user, so one user never sees another's cache.
export const projectKeys = {
  all: ['projects'] as const,
  /** Every user's list; a save or delete refreshes these, never an open project's files. */
  lists: ['projects', 'list'] as const,
  list: (userId: string) => ['projects', 'list', userId] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};
