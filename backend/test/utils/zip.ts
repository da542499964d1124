import { once } from 'node:events';
import { open } from 'node:fs/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
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

/** One entry of a zip written by `writeZip`, possibly damaged on purpose. */
export interface CraftedEntry {
  name: string;
  /** The bytes, or chunks made while the zip is written (entries too large to hold). */
  data: Buffer | (() => AsyncIterable<Buffer>);
  /** Deflate (default) or store. */
  method?: 'deflate' | 'store';
  /** Written as the entry's compressed data instead of `data` deflated (CRC and size stay `data`'s). */
  compressed?: Buffer;
  /** Replaces the CRC-32 the directory names (default: `data`'s). */
  crc32?: number;
  /** Replaces the uncompressed size the directory names (default: `data`'s). */
  declaredSize?: number;
}

interface Written {
  name: Buffer;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const DOS_TIME = 0x6000; // 12:00
const DOS_DATE = ((2026 - 1980) << 9) | (5 << 5) | 1; // 2026-05-01

function header(entry: Written, central: boolean): Buffer {
  const fixed = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (v: number) => (at = fixed.writeUInt16LE(v, at));
  const u32 = (v: number) => (at = fixed.writeUInt32LE(v >>> 0, at));
  u32(central ? 0x02014b50 : 0x04034b50);
  if (central) u16(20); // made by
  u16(20); // needed to extract
  u16(0x800); // names are UTF-8
  u16(entry.method);
  u16(DOS_TIME);
  u16(DOS_DATE);
  u32(entry.crc);
  u32(entry.compressedSize);
  u32(entry.size);
  u16(entry.name.length);
  u16(0); // extra field
  if (central) {
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(entry.offset);
  }
  return Buffer.concat([fixed, entry.name]);
}

/**
 * Writes a zip the way the tests need it, also broken ones (a wrong CRC, a damaged deflate
 * stream, a size that lies, duplicate or escaping names): local headers, data, central directory,
 * no zip64. Streamed entries are deflated while written, so a 300 MB entry of repeated text
 * takes a few hundred KB on disk and little memory.
 */
export async function writeZip(path: string, entries: CraftedEntry[]): Promise<void> {
  const file = await open(path, 'w');
  let position = 0;
  const write = async (bytes: Buffer, at = position) => {
    await file.write(bytes, 0, bytes.length, at);
    if (at === position) position += bytes.length;
  };
  const written: Written[] = [];
  try {
    for (const entry of entries) {
      const item: Written = {
        name: Buffer.from(entry.name, 'utf8'),
        method: entry.method === 'store' ? 0 : 8,
        crc: 0,
        compressedSize: 0,
        size: 0,
        offset: position,
      };
      await write(header(item, false)); // rewritten below with the real figures
      const dataStart = position;
      if (Buffer.isBuffer(entry.data)) {
        item.crc = crc32(entry.data);
        item.size = entry.data.length;
        await write(entry.compressed ?? (item.method ? deflateRawSync(entry.data) : entry.data));
      } else {
        const deflate = createDeflateRaw({ level: 1 });
        const out = (async () => {
          for await (const chunk of deflate) await write(chunk as Buffer);
        })();
        for await (const chunk of entry.data()) {
          item.crc = crc32(chunk, item.crc);
          item.size += chunk.length;
          if (!deflate.write(chunk)) await once(deflate, 'drain');
        }
        deflate.end();
        await out;
      }
      item.compressedSize = position - dataStart;
      if (entry.crc32 !== undefined) item.crc = entry.crc32;
      if (entry.declaredSize !== undefined) item.size = entry.declaredSize;
      await write(header(item, false), item.offset);
      written.push(item);
    }
    const directoryStart = position;
    for (const item of written) await write(header(item, true));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(written.length, 8);
    end.writeUInt16LE(written.length, 10);
    end.writeUInt32LE(position - directoryStart, 12);
    end.writeUInt32LE(directoryStart, 16);
    await write(end);
  } finally {
    await file.close();
  }
}
