// What other features may use of time slots.
export { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
export { timeEntity, type LocalTimeSlot } from '@/features/timeslots/offline';
