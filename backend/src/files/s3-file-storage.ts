import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '@/config/env';
import { ConfigError } from '@/config/env';
import {
  assertStoragePath,
  storagePathError,
  type FileInfo,
  type FileStorage,
  type StoredFile,
} from '@/files/file-storage';
import { CONTENT_TYPES } from '@/files/upload-names';

function clientFor(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint ?? undefined,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    // Checksums only where S3 demands them: many S3-compatible stores (and proxies in front of
    // them) do not know the SDK's newer default of streaming CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function contentType(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'json') return 'application/json';
  return CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files as objects in an S3-compatible bucket (STORAGE_DRIVER=s3), under a key prefix per kind
 * (`uploads/`, `forms/`). The bucket stays private: the app reads the objects and serves them
 * under its own URLs (docs/operations.md "Several instances").
 */
export class S3FileStorage implements FileStorage {
  readonly label: string;
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly prefix: string,
  ) {
    this.client = clientFor(config);
    this.label = `S3-Bucket ${config.bucket} (${prefix})`;
  }

  async put(name: string, data: Buffer | StoredFile): Promise<void> {
    assertStoragePath(name);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.prefix + name,
        Body: Buffer.isBuffer(data) ? data : data.stream,
        ContentLength: Buffer.isBuffer(data) ? data.length : data.size,
        ContentType: contentType(name),
      }),
    );
  }

  async get(name: string): Promise<StoredFile | null> {
    if (storagePathError(name)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.prefix + name }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('Die Antwort hat keinen Inhalt.');
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    assertStoragePath(name);
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.prefix + name }),
    );
  }

  async *list(): AsyncIterable<FileInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length);
        if (!name || storagePathError(name)) continue;
        yield { name, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const reason =
        status === 404
          ? 'den Bucket gibt es nicht'
          : status === 403
            ? 'der Zugriff wurde verweigert, stimmen S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY?'
            : (error as Error).message || (error as Error).name;
      throw new ConfigError(
        `Der S3-Bucket ${this.config.bucket}${this.config.endpoint ? ` unter ${this.config.endpoint}` : ''} ist nicht erreichbar (${reason}). Prüfe STORAGE_DRIVER und die S3_*-Einstellungen.`,
      );
    }
  }
}
