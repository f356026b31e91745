export * from './settings';
export * from './size';
export * from './transform';
export * from './positions';
export * from './anchor';
export * from './snap';
export * from './schema';
