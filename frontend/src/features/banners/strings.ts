import { addNamespace } from '@/i18n';
import de from '@/locales/de/banners.json';
import en from '@/locales/en/banners.json';

// This feature's back-office strings, added when its manifest or route module loads.
addNamespace('banners', { de, en });
