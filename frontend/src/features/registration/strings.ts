import { addNamespace } from '@/i18n';
import de from '@/locales/de/registration.json';
import en from '@/locales/en/registration.json';

// The registration pages' strings (and the links to them), added when a module that shows them loads.
addNamespace('registration', { de, en });
