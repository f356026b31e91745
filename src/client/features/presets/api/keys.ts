// Query keys of the presets feature: per user (the account's) or this browser's, never mixed.
export const presetKeys = {
  all: ['presets'] as const,
  lists: ['presets', 'list'] as const,
  list: (owner: string) => ['presets', 'list', owner] as const,
};
