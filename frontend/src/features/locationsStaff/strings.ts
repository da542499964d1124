import { addNamespace } from '@/i18n';
import de from '@/locales/de/locations.json';
import en from '@/locales/en/locations.json';

// The venues' back-office strings (the public venues page has its own), added with the manifest.
addNamespace('locations', { de, en });
