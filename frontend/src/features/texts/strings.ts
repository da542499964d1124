import { addNamespace } from '@/i18n';
import de from '@/locales/de/texts.json';
import en from '@/locales/en/texts.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('texts', { de, en });
