// What other features may use of the history.
export { HistoryButton } from '@/features/history/components/HistoryButton';
