// What other features may use of the trainer's side of trial trainings.
export { TrialTrainingSection } from '@/features/trialBookings/components/TrialTrainingSection';
