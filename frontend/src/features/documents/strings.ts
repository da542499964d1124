import { addNamespace } from '@/i18n';
import de from '@/locales/de/documents.json';
import en from '@/locales/en/documents.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('documents', { de, en });
