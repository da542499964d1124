import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '@/features/legal/legalNamespace';
import { addressLines, useClub, type Club } from '@/components/club/club';
import { TextPage, type TextSection } from '@/features/legal/components/TextPage';

/**
 * The Impressum's parts that § 5 DDG and § 18 MStV ask for, from the club's settings: a part
 * the club has not filled in is left out (the "Verein" screen names what is missing).
 */
export function impressumSections(club: Club, t: TFunction): TextSection[] {
  const g = (key: string, values?: Record<string, unknown>) =>
    t(`impressum.generated.${key}`, values ?? {});
  const address = addressLines(club);
  const hours = club.office_hours
    .map((slot) =>
      g('hoursItem', { day: g(`days.${slot.day}`), opens: slot.opens, closes: slot.closes }),
    )
    .join(g('and'));
  const contact = [
    club.phone ? g('phone', { phone: club.phone }) : null,
    club.email ? g('email', { email: club.email }) : null,
    hours ? g('hours', { hours }) : null,
  ].filter((line): line is string => line !== null);
  const responsible = club.board[0];
  const sections: (TextSection | null)[] = [
    { heading: g('provider'), paragraphs: address },
    club.board.length > 0
      ? {
          heading: g('board'),
          paragraphs: club.board.map((member) =>
            g('member', { name: member.name, role: member.role }),
          ),
        }
      : null,
    contact.length > 0 ? { heading: g('contact'), paragraphs: contact } : null,
    club.register_court && club.register_number
      ? {
          heading: g('register'),
          paragraphs: [
            g('registerText', { court: club.register_court, number: club.register_number }),
          ],
        }
      : null,
    responsible
      ? {
          heading: g('responsible'),
          paragraphs: [[responsible.name, ...address.slice(1)].join(', ')],
        }
      : null,
  ];
  return sections.filter((section): section is TextSection => section !== null);
}

export function ImpressumPage() {
  const { t } = useTranslation('legal');
  const club = useClub();
  return <TextPage page="impressum" lead={impressumSections(club, t)} />;
}
