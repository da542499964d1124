import { addNamespace } from '@/i18n';
import de from '@/locales/de/history.json';
import en from '@/locales/en/history.json';

// The history's strings, added when a feature that offers it loads (not with the shell).
addNamespace('history', { de, en });
