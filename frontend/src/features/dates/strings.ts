import { addNamespace } from '@/i18n';
import de from '@/locales/de/dates.json';
import en from '@/locales/en/dates.json';

// The Termine pages' strings, added when a page module loads.
addNamespace('dates', { de, en });
