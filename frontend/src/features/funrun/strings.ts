import { addNamespace } from '@/i18n';
import de from '@/locales/de/funrun.json';
import en from '@/locales/en/funrun.json';

// The fun run pages' strings, added when a page module loads.
addNamespace('funrun', { de, en });
