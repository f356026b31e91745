export { DownloadAll, type DownloadAllProps } from './components/DownloadAll';
export type { BeforeExport } from './hooks/useExport';
