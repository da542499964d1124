/** The trial pages as one lazy chunk: one entry in the landing route's map of lazy modules. */
export { TrialBookingPage } from './TrialBookingPage';
export { TrialConfirmPage } from './TrialConfirmPage';
export { TrialManagePage } from './TrialManagePage';
