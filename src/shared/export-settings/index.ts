export * from './settings';
export * from './shrink';
