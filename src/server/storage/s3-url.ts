// STORAGE_URL for an S3-compatible store, read apart from the SDK so the config check stays light.
export interface S3Location {
  bucket: string;
  /** Prepended to every key ("" or ending in "/"), so one bucket can hold several installations. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/** Reads an s3:// STORAGE_URL; throws with what is wrong. */
export function parseS3Url(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:' || !u.hostname) throw new Error('must be s3://bucket[/prefix]?endpoint=...');
  const path = decodeURIComponent(u.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error('endpoint must be an http(s) address');
  return {
    bucket: u.hostname,
    prefix: path ? `${path}/` : '',
    endpoint,
    region: u.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: u.searchParams.get('forcePathStyle') === 'true',
  };
}
