// What other features may use of publishing.
export { usePublishRequests } from '@/features/publishing/api/usePublishRequests';
