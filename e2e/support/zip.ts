import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a zip file by name, read from its central directory (stored or deflated, as
 * archiver writes them); throws when the file is no zip. Enough to look into a downloaded backup
 * without a zip library in the e2e package.
 */
export async function readZip(path: string): Promise<Map<string, () => Buffer>> {
  const zip = await readFile(path);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(0) !== 0x04034b50) throw new Error(`${path} is no zip file`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, () => Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, () => {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 0 ? Buffer.from(data) : inflateRawSync(data);
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
