import { addNamespace } from '@/i18n';
import de from '@/locales/de/login.json';
import en from '@/locales/en/login.json';

// The login strings (also the e-mail rules the forgot-password page shares), added when a
// module that uses them loads.
addNamespace('login', { de, en });
