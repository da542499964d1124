import { addNamespace } from '@/i18n';
import de from '@/locales/de/publishing.json';
import en from '@/locales/en/publishing.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('publishing', { de, en });
