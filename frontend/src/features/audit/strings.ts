import { addNamespace } from '@/i18n';
import de from '@/locales/de/audit.json';
import en from '@/locales/en/audit.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('audit', { de, en });
