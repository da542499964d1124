import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Config } from '@/config/env';
import { freePort } from '@test/utils/server-process';

/**
 * A real S3-compatible server in a process of its own (s3rver from npm: the S3 REST protocol over
 * HTTP on a free port, objects in a temp folder) with the given buckets, for the S3 storage
 * driver's tests. Its continuation tokens use DES, which Node 20's OpenSSL 3 offers only with
 * --openssl-legacy-provider: the server runs with it, the app and the tests without.
 */
export interface S3Site {
  endpoint: string;
  /** The settings an instance of the server needs (STORAGE_DRIVER=s3 …) for `bucket`. */
  env(bucket: string): Record<string, string>;
  /** The same as the app's parsed config. */
  config(bucket: string): S3Config;
  stop(): Promise<void>;
}

/** s3rver's fixed key pair. */
const KEY = 'S3RVER';

export async function startS3(buckets: string[]): Promise<S3Site> {
  const directory = mkdtempSync(join(tmpdir(), 'vh-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      require.resolve('s3rver/bin/s3rver.js'),
      ...['-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'],
      ...buckets.flatMap((name) => ['--configure-bucket', name]),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`s3rver ended: ${errors}`);
    const up = await fetch(endpoint).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`s3rver did not answer on ${endpoint}: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    endpoint,
    env: (bucket) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    config: (bucket) => ({
      endpoint,
      bucket,
      region: 'eu-central-1',
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      forcePathStyle: true,
    }),
    async stop() {
      if (child.exitCode === null) {
        const ended = new Promise((r) => child.once('exit', r));
        child.kill();
        await ended;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
