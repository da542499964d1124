// What other features may use of time slots.
export { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
export type { LocalTimeSlot } from '@/features/timeslots/offline';
