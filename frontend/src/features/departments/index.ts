/** What other features may import from the department pages' shared pieces. */
export { canonicalAnchor, workshopAnchorId, courseAnchorId } from '@/features/departments/anchors';
export { LoadState } from '@/features/departments/components/LoadState';
export { PageImage } from '@/features/departments/components/PageImage';
export { PostLinks } from '@/features/departments/components/PostLinks';
export { SectionNav } from '@/features/departments/components/SectionNav';
export { useSectionLayoutStyles } from '@/features/departments/components/SectionLayout.styles';
export { TimeSlotList } from '@/features/departments/components/TimeSlotList';
export { useCanonicalHash } from '@/features/departments/useCanonicalHash';
export { useHashScroll, scrollToId } from '@/components/scroll/scrollToAnchor';
