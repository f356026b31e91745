export * from './settings';
export * from './transform';
export * from './positions';
export * from './snap';
