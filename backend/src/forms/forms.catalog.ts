import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { FORM_STORAGE, type FileInfo, type FileStorage } from '@/files/file-storage';
import { FORM_GROUPS, type FormGroup } from '@/forms/dto/form.dto';

export interface FormEntry {
  file: string;
  title: string;
  group: FormGroup;
  size: number;
  modified: Date;
}

/** A plain lower-case file name ending in .pdf: no slashes, no dots but the extension's. */
const FORM_FILE = /^[a-z0-9][a-z0-9_-]{0,99}\.pdf$/;

/**
 * The form storage (FORMS_DIR, or the bucket's forms/) and its manifest.json,
 * `[{ file, title, group }]`: the only code that reads it. Only files the manifest lists and that
 * exist are offered or served.
 */
@Injectable()
export class FormsCatalog {
  private readonly logger = new Logger(FormsCatalog.name);

  constructor(@Inject(FORM_STORAGE) private readonly storage: FileStorage) {}

  async list(): Promise<FormEntry[]> {
    const manifest = await this.manifest();
    // One listing for all sizes and dates (one request to a bucket, not one per file).
    const present = new Map<string, FileInfo>();
    for await (const info of this.storage.list()) present.set(info.name, info);
    const entries: FormEntry[] = [];
    for (const item of manifest) {
      const info = present.get(item.file);
      if (!info) {
        this.logger.warn(`manifest.json nennt ${item.file}, die Datei fehlt.`);
        continue;
      }
      entries.push({ ...item, size: info.size, modified: info.modified });
    }
    return entries;
  }

  async find(file: string): Promise<FormEntry | null> {
    if (!FORM_FILE.test(file)) return null;
    return (await this.list()).find((entry) => entry.file === file) ?? null;
  }

  /** null when the file went away since it was listed. */
  async open(entry: FormEntry): Promise<Readable | null> {
    return (await this.storage.get(entry.file))?.stream ?? null;
  }

  private async manifest(): Promise<{ file: string; title: string; group: FormGroup }[]> {
    let raw: unknown;
    try {
      const file = await this.storage.get('manifest.json');
      raw = file ? JSON.parse(await text(file.stream)) : null;
    } catch {
      raw = null;
    }
    if (raw === null) {
      this.logger.warn(`Keine lesbare manifest.json im ${this.storage.label}.`);
      return [];
    }
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (item): item is { file: string; title: string; group: FormGroup } =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.file === 'string' &&
        FORM_FILE.test(item.file) &&
        typeof item.title === 'string' &&
        (FORM_GROUPS as readonly string[]).includes(item.group),
    );
  }
}
