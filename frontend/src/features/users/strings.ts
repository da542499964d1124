import { addNamespace } from '@/i18n';
import de from '@/locales/de/users.json';
import en from '@/locales/en/users.json';

// This feature's back-office strings, added with its manifest (the drawer's label) and its pages.
addNamespace('users', { de, en });
