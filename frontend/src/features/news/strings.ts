import { addNamespace } from '@/i18n';
import de from '@/locales/de/news.json';
import en from '@/locales/en/news.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('news', { de, en });
