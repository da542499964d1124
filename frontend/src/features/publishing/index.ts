// What other features may use of publishing.
export { usePublishRequests } from '@/features/publishing/api/usePublishRequests';
export { StateBadges, type Publishable } from '@/features/publishing/components/StateBadges';
export { PublishActions } from '@/features/publishing/components/PublishActions';
