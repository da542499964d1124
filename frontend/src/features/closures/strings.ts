import { addNamespace } from '@/i18n';
import de from '@/locales/de/closures.json';
import en from '@/locales/en/closures.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('closures', { de, en });
