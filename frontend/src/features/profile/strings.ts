import { addNamespace } from '@/i18n';
import de from '@/locales/de/profile.json';
import en from '@/locales/en/profile.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('profile', { de, en });
