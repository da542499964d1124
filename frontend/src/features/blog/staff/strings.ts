import { addNamespace } from '@/i18n';
import de from '@/locales/de/blogStaff.json';
import en from '@/locales/en/blogStaff.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('blogStaff', { de, en });
