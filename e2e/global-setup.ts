import { rm } from 'node:fs/promises';
import { DATA_ROOT } from '@/support/server';

/** Each run starts without the data directories of earlier runs. */
export default async function globalSetup(): Promise<void> {
  await rm(DATA_ROOT, { recursive: true, force: true });
}
