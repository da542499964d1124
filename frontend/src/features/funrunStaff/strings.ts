import { addNamespace } from '@/i18n';
import de from '@/locales/de/funrunStaff.json';
import en from '@/locales/en/funrunStaff.json';

// The fun-run editor's strings, added when its manifest or a page module loads.
addNamespace('funrunStaff', { de, en });
