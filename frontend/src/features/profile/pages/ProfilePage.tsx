import {
  Avatar,
  Badge,
  Text,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/api/types';
import { useAuth } from '@/auth/useAuth';
import { useConfig } from '@/api/useConfig';
import { DataExportButton } from '@/features/profile/components/DataExportButton';
import '@/features/profile/strings';

const BADGE_COLORS = [
  'brand',
  'danger',
  'important',
  'informative',
  'severe',
  'subtle',
  'success',
  'warning',
] as const;
type BadgeColor = (typeof BADGE_COLORS)[number];

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    maxWidth: '40rem',
  },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  section: { marginTop: tokens.spacingVerticalXXL },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Profile (stub): name, e-mail and the roles with the tag colours of GET /config. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'account']);
  const styles = useStyles();
  const { user } = useAuth();
  const config = useConfig();
  if (!user) return null;
  const tag = (role: Role) => config.data?.tags.find((x) => x.id === role);
  const color = (role: Role): BadgeColor => {
    const c = tag(role)?.color;
    return (BADGE_COLORS as readonly string[]).includes(c ?? '')
      ? (c as BadgeColor)
      : 'informative';
  };

  return (
    <section aria-labelledby="profile-title">
      <Title2 as="h1" id="profile-title">
        {t('menu.profile')}
      </Title2>
      <div className={styles.card} data-testid="profile-card">
        <Avatar
          size={64}
          name={user.fullname}
          image={user.photoURL ? { src: user.photoURL } : undefined}
        />
        <div className={styles.details}>
          <Text size={500} weight="semibold">
            {user.fullname}
          </Text>
          <Text>{user.email}</Text>
          <div className={styles.roles} aria-label={t('profile.roles')} role="list">
            {user.roles.map((role) => (
              <Badge key={role} role="listitem" appearance="tint" color={color(role)}>
                {tag(role)?.name ?? t(`role.${role}`)}
              </Badge>
            ))}
          </div>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="profile-data-title">
        <Title3 as="h2" id="profile-data-title">
          {t('profile.export.title')}
        </Title3>
        <DataExportButton />
      </section>
    </section>
  );
}
