import { addNamespace } from '@/i18n';
import de from '@/locales/de/trialBookings.json';
import en from '@/locales/en/trialBookings.json';

// This feature's back-office strings, added when the course area's manifest or page loads.
addNamespace('trialBookings', { de, en });
