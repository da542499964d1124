export { PostCard, type PostCardProps } from '@/features/blog/components/PostCard';
export { usePendingLikes } from '@/features/blog/usePendingLikes';
