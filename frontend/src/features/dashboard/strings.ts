import { addNamespace } from '@/i18n';
import de from '@/locales/de/dashboard.json';
import en from '@/locales/en/dashboard.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('dashboard', { de, en });
