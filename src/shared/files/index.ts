export * from './sniff';
