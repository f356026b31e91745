// The one way to open object storage: STORAGE_URL (s3://...) or the folder data/storage by default.
import path from 'node:path';
import type { Config } from '../config';
import { createFolderStorage } from './folder';
import { createS3Storage } from './s3';
import { parseS3Url } from './s3-url';
import type { ObjectStorage } from './types';

export type { ObjectStorage, StorageBody, StoredObject } from './types';
export { collect } from './types';

export function openStorage(config: Pick<Config, 'STORAGE_URL' | 'DATA_DIR'>): ObjectStorage {
  const url = config.STORAGE_URL;
  if (url?.startsWith('s3://')) return createS3Storage(parseS3Url(url));
  const folder = url ? url.replace(/^file:(\/\/)?/, '') : path.join(config.DATA_DIR, 'storage');
  return createFolderStorage(path.resolve(folder));
}
