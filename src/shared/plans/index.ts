export * from './plans';
export * from './usage';
