import { clubReference, type Club } from '@/components/club/club';

/**
 * schema.org SportsOrganization of a department page: a part of the club with its courses. Paths
 * are made absolute by the head writer (entry-server).
 */
export function departmentJsonLd(
  department: {
    name: string;
    title: string;
    photoURL: string | null;
    courses: { title: string }[];
  },
  club: Club,
  lang: string,
  description: string,
): Record<string, unknown> {
  return {
    '@type': 'SportsOrganization',
    name: department.title,
    description,
    url: `/${lang}/abteilung/${encodeURIComponent(department.name)}`,
    ...(department.photoURL ? { image: department.photoURL } : {}),
    parentOrganization: clubReference(club, lang),
    ...(department.courses.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: department.title,
            itemListElement: department.courses.map((course) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: course.title },
            })),
          },
        }
      : {}),
  };
}
