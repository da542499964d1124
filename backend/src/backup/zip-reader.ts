import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A zip opened for random access: the central directory is read, entries stream on demand. */
export class ZipReader {
  private constructor(
    private readonly zip: ZipFile,
    readonly entries: Map<string, Entry>,
  ) {}

  static open(path: string): Promise<ZipReader> {
    return new Promise((resolve, reject) => {
      yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
        if (error || !zip) return reject(error ?? new Error('zip'));
        const entries = new Map<string, Entry>();
        zip.on('entry', (entry: Entry) => {
          entries.set(entry.fileName, entry);
          zip.readEntry();
        });
        zip.once('end', () => resolve(new ZipReader(zip, entries)));
        zip.once('error', reject);
        zip.readEntry();
      });
    });
  }

  stream(entry: Entry): Promise<Readable> {
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) =>
        error || !stream ? reject(error ?? new Error('zip')) : resolve(stream),
      );
    });
  }

  async text(entry: Entry): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  close(): void {
    this.zip.close();
  }
}
