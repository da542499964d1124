import { addNamespace } from '@/i18n';
import de from '@/locales/de/club.json';
import en from '@/locales/en/club.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('club', { de, en });
