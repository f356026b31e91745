export * from './keep';
export * from './regions';
