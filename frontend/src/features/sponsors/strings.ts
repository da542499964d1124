import { addNamespace } from '@/i18n';
import de from '@/locales/de/sponsors.json';
import en from '@/locales/en/sponsors.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('sponsors', { de, en });
