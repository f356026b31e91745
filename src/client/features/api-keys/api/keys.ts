// Query keys of the API keys feature: per user, so one account never sees another's cached list.
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (userId: string) => ['api-keys', userId] as const,
};
