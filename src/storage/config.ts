// Storage configuration, parsed once with the rest of the configuration.
//   STORAGE_BACKEND      local (default) | s3
//   STORAGE_DIR          local: where the bytes live (default: `storage`
//                        beside the embedded database, else ./data/storage)
//   STORAGE_PUBLIC_URL   local: the storage host's address as clients reach
//                        it (default: the address it listens on)
//   S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (S3-compatible
//   stores), S3_FORCE_PATH_STYLE (default true with an endpoint),
//   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
import { dirname, join } from 'node:path';
import { ConfigError } from '../errors/config-error.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface StorageConfig {
  backend: 'local' | 's3';
  directory: string;
  publicUrl: string | null;
  s3: S3Settings | null;
}

function defaultDirectory(databaseUrl: string): string {
  if (/^[a-z]+:\/\//i.test(databaseUrl)) return './data/storage';
  return join(dirname(databaseUrl), 'storage');
}

export function loadStorageConfig(env: Record<string, string | undefined>, databaseUrl: string): StorageConfig {
  const backend = env.STORAGE_BACKEND || 'local';
  if (backend !== 'local' && backend !== 's3') throw new ConfigError('STORAGE_BACKEND must be local or s3');
  const publicUrl = env.STORAGE_PUBLIC_URL ? env.STORAGE_PUBLIC_URL.replace(/\/+$/, '') : null;
  if (publicUrl !== null && !/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError('STORAGE_PUBLIC_URL must be an http(s) URL');
  let s3: S3Settings | null = null;
  if (backend === 's3') {
    const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
    if (required.length) throw new ConfigError(`STORAGE_BACKEND=s3 needs ${required.join(', ')}`);
    const endpoint = env.S3_ENDPOINT || null;
    s3 = {
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION || 'us-east-1',
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== null,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    };
  }
  return { backend, directory: env.STORAGE_DIR || defaultDirectory(databaseUrl), publicUrl, s3 };
}
