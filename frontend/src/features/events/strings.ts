import { addNamespace } from '@/i18n';
import de from '@/locales/de/events.json';
import en from '@/locales/en/events.json';

// The events editor's strings ("Termine"), added when its manifest or a page module loads.
addNamespace('events', { de, en });
