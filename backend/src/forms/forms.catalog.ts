import { createReadStream, type ReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
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
 * The forms folder (config.formsDir) and its manifest.json, `[{ file, title, group }]`: the only
 * code that reads that folder. Only files the manifest lists and that exist are offered or served.
 */
@Injectable()
export class FormsCatalog {
  private readonly logger = new Logger(FormsCatalog.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async list(): Promise<FormEntry[]> {
    const entries: FormEntry[] = [];
    for (const item of await this.manifest()) {
      const info = await stat(join(this.config.formsDir, item.file)).catch(() => null);
      if (!info?.isFile()) {
        this.logger.warn(`manifest.json nennt ${item.file}, die Datei fehlt.`);
        continue;
      }
      entries.push({ ...item, size: info.size, modified: info.mtime });
    }
    return entries;
  }

  async find(file: string): Promise<FormEntry | null> {
    if (!FORM_FILE.test(file)) return null;
    return (await this.list()).find((entry) => entry.file === file) ?? null;
  }

  open(entry: FormEntry): ReadStream {
    return createReadStream(join(this.config.formsDir, entry.file));
  }

  private async manifest(): Promise<{ file: string; title: string; group: FormGroup }[]> {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(this.config.formsDir, 'manifest.json'), 'utf8'));
    } catch {
      this.logger.warn(`Keine lesbare manifest.json in ${this.config.formsDir}.`);
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
