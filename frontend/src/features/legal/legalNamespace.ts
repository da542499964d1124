import { addNamespace } from '@/i18n';
import de from '@/locales/de/legal.json';
import en from '@/locales/en/legal.json';

addNamespace('legal', { de, en });
