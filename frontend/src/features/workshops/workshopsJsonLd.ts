import { clubReference, type Club } from '@/components/club/club';
import { plainText } from '@/components/format/plainText';
import { workshopAnchorId } from '@/features/departments';

/**
 * schema.org ItemList of the workshops page: each workshop a Course the club provides, linked
 * to its section. Paths are made absolute by the head writer (entry-server).
 */
export function workshopsJsonLd(
  workshops: { title: string; description: string; photoURL: string | null }[],
  club: Club,
  lang: string,
): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    itemListElement: workshops.map((workshop, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: workshop.title,
        description: plainText(workshop.description).slice(0, 300),
        url: `/${lang}/workshop#${workshopAnchorId(workshop.title)}`,
        ...(workshop.photoURL ? { image: workshop.photoURL } : {}),
        provider: clubReference(club, lang),
      },
    })),
  };
}
