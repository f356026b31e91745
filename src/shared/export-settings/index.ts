export * from './settings';
export * from './shrink';
export * from './limits';
export * from './background';
export * from './output-names';
