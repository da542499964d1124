import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '@/features/legal/legalNamespace';
import type { PublicConfig } from '@/api/publicQueries';
import { useConfig } from '@/api/useConfig';
import { addressLines, useClub, type Club } from '@/components/club/club';
import { TextPage, type TextSection } from '@/features/legal/components/TextPage';

/** What the running server says of itself (GET /config), its defaults until it answered. */
type Running = Pick<
  PublicConfig,
  'trial_retention_days' | 'contact_retention_days' | 'request_log'
>;
const DEFAULTS: Running = {
  trial_retention_days: 30,
  contact_retention_days: 180,
  request_log: false,
};

/**
 * The privacy statement's parts the club cannot get wrong by accident: who is responsible (the
 * club's settings), and what the software itself does with data — cookies and local storage,
 * page views, the contact form, trial bookings and its logs — with the retention in force.
 */
export function privacySections(club: Club, running: Running, t: TFunction): TextSection[] {
  const g = (key: string, values?: Record<string, unknown>) =>
    t(`datenschutz.generated.${key}`, values ?? {});
  const list = (key: string, values?: Record<string, unknown>) =>
    t(`datenschutz.generated.${key}`, { returnObjects: true, ...values }) as unknown as string[];
  const address = addressLines(club).slice(1);
  const contacts = [club.email, club.phone].filter(Boolean).join(g('controller.or'));
  const controller = [
    g('controller.text', {
      name: club.name,
      address: address.length > 0 ? `, ${address.join(', ')}` : '',
    }),
    ...(contacts ? [g('controller.reach', { contacts })] : []),
  ];
  const block = (key: string, values?: Record<string, unknown>): TextSection => ({
    heading: g(`${key}.heading`),
    paragraphs: list(`${key}.paragraphs`, values),
  });
  return [
    { heading: g('controller.heading'), paragraphs: controller },
    block('cookies'),
    block('pageViews'),
    block('contact', { contactDays: running.contact_retention_days }),
    block('trials', { trialDays: running.trial_retention_days }),
    {
      heading: g('logs.heading'),
      paragraphs: [g(running.request_log ? 'logs.requests' : 'logs.errors'), g('logs.never')],
    },
  ];
}

export function DatenschutzPage() {
  const { t } = useTranslation('legal');
  const club = useClub();
  const config = useConfig();
  return <TextPage page="datenschutz" lead={privacySections(club, config.data ?? DEFAULTS, t)} />;
}
