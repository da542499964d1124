import { addNamespace } from '@/i18n';
import de from '@/locales/de/support.json';
import en from '@/locales/en/support.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('support', { de, en });
