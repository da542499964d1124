import { addNamespace } from '@/i18n';
import de from '@/locales/de/courses.json';
import en from '@/locales/en/courses.json';

// This feature's back-office strings, added when its route module loads (not with the shell).
addNamespace('courses', { de, en });
