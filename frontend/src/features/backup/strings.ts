import { addNamespace } from '@/i18n';
import de from '@/locales/de/backup.json';
import en from '@/locales/en/backup.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('backup', { de, en });
