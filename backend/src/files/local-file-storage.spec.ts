import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storagePathError } from '@/files/file-storage';
import { LocalFileStorage } from '@/files/local-file-storage';

const NAME = '0b8e5a3c-2f4d-4e6a-9b1c-7d2e3f4a5b6c.png';

async function collect(storage: LocalFileStorage) {
  const found = [];
  for await (const file of storage.list()) found.push(file);
  return found;
}

const names = async (storage: LocalFileStorage) => (await collect(storage)).map((f) => f.name);

describe('LocalFileStorage', () => {
  let dir: string;
  let storage: LocalFileStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vh-storage-'));
    storage = new LocalFileStorage(join(dir, 'uploads'), 'Upload-Ordner');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, reads, lists and deletes a file', async () => {
    await storage.put(NAME, Buffer.from('bild'));
    const file = await storage.get(NAME);
    expect(file?.size).toBe(4);
    expect(await text(file!.stream)).toBe('bild');
    const [info] = await collect(storage);
    expect(info).toMatchObject({ name: NAME, size: 4 });
    expect(Date.now() - info!.modified.getTime()).toBeLessThan(60_000);
    await storage.delete(NAME);
    expect(await storage.get(NAME)).toBeNull();
    await expect(storage.delete(NAME)).resolves.toBeUndefined();
    expect(storage.label).toBe(`Upload-Ordner ${join(dir, 'uploads')}`);
  });

  it('writes a stream under a nested name and lists nested files, never dot entries', async () => {
    await storage.put('kurse/logo.png', { stream: Readable.from([Buffer.from('ab')]), size: 2 });
    await storage.put(NAME, Buffer.from('bild'));
    mkdirSync(join(dir, 'uploads', '.incoming'));
    writeFileSync(join(dir, 'uploads', '.incoming', 'roh.part'), 'x');
    writeFileSync(join(dir, 'uploads', `.${NAME}.part`), 'x');
    expect(await names(storage)).toEqual([NAME, 'kurse/logo.png']);
    expect(await text((await storage.get('kurse/logo.png'))!.stream)).toBe('ab');
  });

  it('refuses names that leave its folder or are hidden, and never reads one', async () => {
    for (const bad of ['../boese.png', '/etc/passwd', 'a//b', '.incoming/x', 'a\\b', 'a/../b']) {
      expect(storagePathError(bad)).not.toBeNull();
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Ungültiger Dateiname/);
    }
    await storage.put(NAME, Buffer.from('bild'));
    expect(await storage.get(`../uploads/${NAME}`)).toBeNull();
    expect(readdirSync(dir)).toEqual(['uploads']);
  });

  it('leaves no half-written file when the stream breaks', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('abgebrochen'));
      },
    });
    await expect(storage.put(NAME, { stream: broken, size: 10 })).rejects.toThrow('abgebrochen');
    expect(readdirSync(join(dir, 'uploads'))).toEqual([]);
  });

  it('lists nothing before the folder exists', async () => {
    expect(await names(storage)).toEqual([]);
  });
});
