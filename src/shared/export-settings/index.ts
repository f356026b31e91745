export * from './settings';
export * from './shrink';
export * from './output-names';
