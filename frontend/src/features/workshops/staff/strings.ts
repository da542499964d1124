import { addNamespace } from '@/i18n';
import de from '@/locales/de/workshopsStaff.json';
import en from '@/locales/en/workshopsStaff.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('workshopsStaff', { de, en });
