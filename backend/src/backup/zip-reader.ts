import { open as openFile } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Why a zip or one of its entries cannot be read, as a German sentence for the operator. */
export class ZipReadError extends Error {}

/**
 * More entries than any club's backup holds (tables plus every image with its renditions): the
 * listing is kept in memory, so a crafted directory of millions of names is refused up front.
 */
export const MAX_ENTRIES = 500_000;

const MIB = 1024 * 1024;

/**
 * A zip opened for random access: the central directory is read and checked (names, duplicates,
 * overlapping entries), entries stream on demand. Every stream is checked as it is read: never
 * more bytes than the directory names (a zip bomb stops there), then the exact size and the
 * CRC-32 over the inflated bytes (yauzl checks neither the CRC nor, here, the sizes), so a
 * damaged entry fails before its stream ends.
 */
export class ZipReader {
  private constructor(
    private readonly zip: ZipFile,
    readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  static async open(path: string): Promise<ZipReader> {
    await refuseNonZip(path);
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      // Names are decoded and checked below (German reasons); sizes are checked by EntryCheck.
      const options = { lazyEntries: true, autoClose: false, decodeStrings: false };
      yauzl.open(path, { ...options, validateEntrySizes: false }, (error, zip) =>
        error || !zip ? reject(unreadable(path)) : resolve(zip),
      );
    });
    try {
      return new ZipReader(zip, await listEntries(zip, path));
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** The inflated bytes of `entry`; the stream fails with a ZipReadError when they are damaged. */
  stream(entry: Entry): Promise<Readable> {
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, source) => {
        if (error || !source) return reject(entryFailure(entry, error));
        const check = new EntryCheck(entry);
        source.on('error', (cause: Error) => check.destroy(entryFailure(entry, cause)));
        // A reader that stops early (or a failed check) ends the reading of the zip too.
        check.on('close', () => source.destroy());
        resolve(source.pipe(check));
      });
    });
  }

  /** The whole entry as text; refused unread when the directory names more than `maxBytes`. */
  async text(entry: Entry, maxBytes = Number.MAX_SAFE_INTEGER): Promise<string> {
    if (entry.uncompressedSize > maxBytes) {
      throw new ZipReadError(
        `${entry.fileName} ist ${mib(entry.uncompressedSize)} groß, erlaubt sind höchstens ${mib(maxBytes)}.`,
      );
    }
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * The entry's lines (without the line break), one at a time: at most `maxLineBytes` are held,
   * a longer line is refused as soon as it passes the bound.
   */
  async *lines(entry: Entry, maxLineBytes: number): AsyncGenerator<string> {
    let parts: Buffer[] = [];
    let length = 0;
    let line = 1;
    const tooLong = () =>
      new ZipReadError(
        `${entry.fileName}: Zeile ${line} ist länger als ${mib(maxLineBytes)}; so große Zeilen schreibt kein Backup.`,
      );
    for await (const chunk of await this.stream(entry)) {
      const bytes = chunk as Buffer;
      let start = 0;
      for (let end = bytes.indexOf(0x0a); end !== -1; end = bytes.indexOf(0x0a, start)) {
        if (length + end - start > maxLineBytes) throw tooLong();
        parts.push(bytes.subarray(start, end));
        yield parts.length === 1 ? parts[0]!.toString('utf8') : Buffer.concat(parts).toString();
        parts = [];
        length = 0;
        line++;
        start = end + 1;
      }
      if (start < bytes.length) {
        length += bytes.length - start;
        if (length > maxLineBytes) throw tooLong();
        parts.push(bytes.subarray(start));
      }
    }
    if (length) yield Buffer.concat(parts).toString('utf8');
  }

  close(): void {
    this.zip.close();
  }
}

/** Counts and checksums an entry's inflated bytes against its central-directory record. */
class EntryCheck extends Transform {
  private size = 0;
  private crc = 0;

  constructor(private readonly entry: Entry) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.entry.uncompressedSize) {
      return done(
        new ZipReadError(
          `${this.entry.fileName} entpackt zu mehr als den ${this.entry.uncompressedSize} Bytes, die das Inhaltsverzeichnis nennt (beschädigt oder eine Zip-Bombe).`,
        ),
      );
    }
    this.crc = crc32(chunk, this.crc);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size !== this.entry.uncompressedSize) {
      return done(
        new ZipReadError(
          `${this.entry.fileName} ist abgeschnitten: ${this.size} statt ${this.entry.uncompressedSize} Bytes.`,
        ),
      );
    }
    if (this.crc !== this.entry.crc32) {
      return done(
        new ZipReadError(
          `${this.entry.fileName} ist beschädigt: Die Prüfsumme (CRC-32) stimmt nicht mit dem Inhaltsverzeichnis überein.`,
        ),
      );
    }
    done();
  }
}

function mib(bytes: number): string {
  return `${(bytes / MIB).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MiB`;
}

function unreadable(path: string): ZipReadError {
  return new ZipReadError(
    `Die Datei ${path} ist abgeschnitten oder beschädigt: Das Inhaltsverzeichnis des Zip-Archivs fehlt oder ist unlesbar.`,
  );
}

/** A missing file, a folder or something that is no zip at all, before yauzl reads it. */
async function refuseNonZip(path: string): Promise<void> {
  let head: Buffer;
  try {
    const file = await openFile(path, 'r');
    try {
      if (!(await file.stat()).isFile()) throw new ZipReadError(`${path} ist keine Datei.`);
      head = Buffer.alloc(4);
      await file.read(head, 0, 4, 0);
    } finally {
      await file.close();
    }
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new ZipReadError(
      code === 'ENOENT'
        ? `Die Datei ${path} gibt es nicht.`
        : code === 'EISDIR'
          ? `${path} ist keine Datei.`
          : `Die Datei ${path} lässt sich nicht lesen (${code ?? 'unbekannter Fehler'}).`,
    );
  }
  // A zip starts with a local file header (or, empty, with the end record).
  const signature = head.readUInt32LE(0);
  if (signature !== 0x04034b50 && signature !== 0x06054b50) {
    throw new ZipReadError(`Die Datei ${path} ist kein Zip-Archiv.`);
  }
}

function listEntries(zip: ZipFile, path: string): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ENTRIES) {
    return Promise.reject(
      new ZipReadError(
        `Das Archiv ${path} hat ${zip.entryCount} Einträge, ein Backup höchstens ${MAX_ENTRIES}.`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      try {
        entry.fileName = entryName(entry);
        if (entries.has(entry.fileName)) {
          throw new ZipReadError(
            `Das Archiv enthält ${entry.fileName} mehrfach; ein Backup nennt jede Datei einmal (beschädigt oder nachträglich verändert).`,
          );
        }
        entries.set(entry.fileName, entry);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.once('end', () => {
      try {
        refuseOverlaps([...entries.values()]);
        resolve(entries);
      } catch (error) {
        reject(error);
      }
    });
    zip.once('error', () => reject(unreadable(path)));
    zip.readEntry();
  });
}

/**
 * The entry's name, decoded as yauzl would (UTF-8 flag, Info-ZIP Unicode path, else CP437) and
 * refused when it could point outside the folder it is meant for.
 */
function entryName(entry: Entry): string {
  const name = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );
  const problem = namingProblem(name);
  if (problem) {
    throw new ZipReadError(
      `Das Archiv enthält einen unzulässigen Namen ${JSON.stringify(name)} (${problem}).`,
    );
  }
  if (entry.isEncrypted()) throw new ZipReadError(`${name} ist verschlüsselt.`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new ZipReadError(
      `${name} ist mit einem unbekannten Verfahren (${entry.compressionMethod}) komprimiert.`,
    );
  }
  return name;
}

function namingProblem(name: string): string | null {
  if (!name) return 'leer';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(name)) return 'Backslash oder Steuerzeichen';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'absoluter Pfad';
  if (name.split('/').includes('..')) return 'führt aus dem Zielordner hinaus';
  return null;
}

/**
 * Entries whose data overlap (the trick of zip bombs that reuse one compressed kernel for many
 * entries). 30 bytes is the smallest local header, so a real zip never fails this.
 */
function refuseOverlaps(entries: Entry[]): void {
  const sorted = [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    if (
      previous.relativeOffsetOfLocalHeader + 30 + previous.compressedSize >
      sorted[i]!.relativeOffsetOfLocalHeader
    ) {
      throw new ZipReadError(
        `Die Einträge ${previous.fileName} und ${sorted[i]!.fileName} überlappen sich im Archiv (beschädigt oder eine Zip-Bombe).`,
      );
    }
  }
}

/** A failure reading an entry, as a ZipReadError (a failed check passes through unchanged). */
function entryFailure(entry: Entry, error: Error | null): ZipReadError {
  if (error instanceof ZipReadError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new ZipReadError(
      `${entry.fileName} ist beschädigt: Die komprimierten Daten lassen sich nicht entpacken.`,
    );
  }
  return new ZipReadError(
    `${entry.fileName} lässt sich nicht lesen (abgeschnitten oder beschädigt).`,
  );
}
