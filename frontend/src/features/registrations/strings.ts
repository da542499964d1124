import { addNamespace } from '@/i18n';
import de from '@/locales/de/registrationsStaff.json';
import en from '@/locales/en/registrationsStaff.json';

// The organiser's registration strings, added when the area's manifest or a page module loads.
addNamespace('registrationsStaff', { de, en });
