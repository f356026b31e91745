// Object storage in any S3-compatible store, through the AWS SDK's S3 client. STORAGE_URL names it:
// s3://bucket[/prefix]?endpoint=http://host:port&region=...&forcePathStyle=true; credentials come from
// the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role).
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, checkPrefix, collect, type ObjectStorage } from './types';
import type { S3Location } from './s3-url';

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(loc: S3Location): ObjectStorage {
  const client = new S3Client({
    region: loc.region,
    forcePathStyle: loc.forcePathStyle,
    ...(loc.endpoint && { endpoint: loc.endpoint }),
  });
  const Bucket = loc.bucket;
  const full = (key: string) => loc.prefix + checkKey(key);

  const storage: ObjectStorage = {
    kind: 's3',
    async put(key, body) {
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body }));
        return;
      }
      // A stream of unknown length: a multipart upload of 8 MB parts (one PUT when it is smaller).
      await new Upload({
        client,
        params: { Bucket, Key: full(key), Body: body },
        partSize: 8 * 1024 * 1024,
      }).done();
    },
    putFile: (key, path) => storage.put(key, fs.createReadStream(path)),
    async read(key) {
      const obj = await storage.get(key);
      return obj && collect(obj);
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return { stream: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return true;
      } catch (e) {
        if (notFound(e)) return false;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async deletePrefix(prefix) {
      const Prefix = loc.prefix + checkPrefix(prefix);
      let deleted = 0;
      // Each listing is deleted before the next is asked for, so the next starts after what is left.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000 }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) return deleted;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        deleted += keys.length;
        if (!page.IsTruncated) return deleted;
      }
    },
    async close() {
      client.destroy();
    },
  };
  return storage;
}
