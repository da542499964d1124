import { addNamespace } from '@/i18n';
import de from '@/locales/de/departments.json';
import en from '@/locales/en/departments.json';

/** The department and course pages' texts (namespace `departments`). */
addNamespace('departments', { de, en });
