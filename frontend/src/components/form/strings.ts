import { addNamespace } from '@/i18n';
import de from '@/locales/de/form.json';
import en from '@/locales/en/form.json';

// The form kit's messages, added when a form module loads (the back office's forms).
addNamespace('form', { de, en });
