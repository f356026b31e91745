// A local S3-compatible server (s3rver: the real S3 REST protocol over HTTP, objects kept in a temp
// folder) on a free port, for storage tests and the jobs tests that run on S3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { DbKind } from '#server/db';
import { DB_KINDS } from './test-db';

export interface LocalS3 {
  /** STORAGE_URL for this server's bucket. */
  url: string;
  /** Credentials s3rver accepts, as the AWS SDK reads them from the environment. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const S3_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** Starts the server and sets the credentials in this process's environment (the SDK reads them there). */
export async function startLocalS3(bucket = 'logobatch-test'): Promise<LocalS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  Object.assign(process.env, S3_ENV);
  return {
    url: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
    env: S3_ENV,
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Each database with the folder store, and each with S3 (s3rver speaking the real protocol). */
export const STORE_CASES = DB_KINDS.flatMap((kind) => [
  [kind, 'folder'],
  [kind, 's3'],
]) as [DbKind, 'folder' | 's3'][];
