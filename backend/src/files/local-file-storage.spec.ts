import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from '@/files/local-file-storage';

const NAME = '0b8e5a3c-2f4d-4e6a-9b1c-7d2e3f4a5b6c.png';

describe('LocalFileStorage', () => {
  let dir: string;
  let storage: LocalFileStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vh-storage-'));
    storage = new LocalFileStorage(join(dir, 'uploads'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, reads, lists and deletes a file under a server-made name', async () => {
    await storage.put(NAME, Buffer.from('bild'));
    const file = await storage.get(NAME);
    expect(file?.size).toBe(4);
    expect(await text(file!.stream)).toBe('bild');
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    expect(names).toEqual([NAME]);
    await storage.delete(NAME);
    expect(await storage.get(NAME)).toBeNull();
    await expect(storage.delete(NAME)).resolves.toBeUndefined();
  });

  it('refuses to write any other name, and never reads or lists one', async () => {
    await expect(storage.put('../boese.png', Buffer.from('x'))).rejects.toThrow();
    await storage.put(NAME, Buffer.from('bild'));
    writeFileSync(join(dir, 'uploads', 'fremd.txt'), 'x');
    expect(await storage.get('fremd.txt')).toBeNull();
    expect(await storage.get(`../uploads/${NAME}`)).toBeNull();
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    expect(names).toEqual([NAME]);
    expect(readdirSync(dir)).toEqual(['uploads']);
  });

  it('lists nothing before the folder exists', async () => {
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    expect(names).toEqual([]);
  });
});
