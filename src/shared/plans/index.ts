export * from './plans';
export * from './usage';
export * from './subscription';
