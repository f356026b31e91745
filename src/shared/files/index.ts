export * from './sniff';
export * from './byte-reader';
