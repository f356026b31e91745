export * from './sniff';
export * from './byte-reader';
export * from './orientation';
