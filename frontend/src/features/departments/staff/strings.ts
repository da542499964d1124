import { addNamespace } from '@/i18n';
import de from '@/locales/de/departmentsStaff.json';
import en from '@/locales/en/departmentsStaff.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('departmentsStaff', { de, en });
