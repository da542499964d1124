import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Every entry of a zip held in memory, each read to its end and checked against the CRC-32 of the
 * central directory (yauzl checks sizes, not checksums). Rejects on a truncated or broken zip.
 */
export async function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) =>
      error || !file ? reject(error ?? new Error('zip')) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  const read = (entry: Entry) =>
    new Promise<Buffer>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error(entry.fileName));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      read(entry)
        .then((bytes) => {
          if (crc32(bytes) !== entry.crc32) throw new Error(`CRC-32 falsch: ${entry.fileName}`);
          entries.set(entry.fileName, bytes);
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.once('end', () => resolve());
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}
