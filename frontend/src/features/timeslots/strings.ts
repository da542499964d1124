import { addNamespace } from '@/i18n';
import de from '@/locales/de/timeslots.json';
import en from '@/locales/en/timeslots.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('timeslots', { de, en });
