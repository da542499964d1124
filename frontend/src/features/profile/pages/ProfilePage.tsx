import {
  Avatar,
  Badge,
  MessageBar,
  MessageBarBody,
  Text,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/api/types';
import { useAuth } from '@/auth/useAuth';
import { useConfig } from '@/api/useConfig';
import { useOnline } from '@/components/network/useOnline';
import { DataExportButton } from '@/features/profile/components/DataExportButton';
import { PasswordChangeForm } from '@/features/profile/components/PasswordChangeForm';
import { ProfileDetailsForm } from '@/features/profile/components/ProfileDetailsForm';
import { ProfilePhotoField } from '@/features/profile/components/ProfilePhotoField';
import { useProfilePageStyles } from '@/features/profile/pages/ProfilePage.styles';
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

/**
 * The own profile (every logged-in user): name, e-mail and roles with the tag colours of GET
 * /config; name and phone, photo and password to change (online only: not in the offline
 * outbox), and the data export.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const styles = useProfilePageStyles();
  const { user } = useAuth();
  const config = useConfig();
  const online = useOnline();
  if (!user) return null;
  const tag = (role: Role) => config.data?.tags.find((x) => x.id === role);
  const color = (role: Role): BadgeColor => {
    const c = tag(role)?.color;
    return (BADGE_COLORS as readonly string[]).includes(c ?? '')
      ? (c as BadgeColor)
      : 'informative';
  };

  return (
    <section aria-labelledby="profile-title" className={styles.root}>
      <Title2 as="h1" id="profile-title">
        {t('menu')}
      </Title2>
      {!online && (
        <MessageBar intent="warning" data-testid="profile-offline">
          <MessageBarBody>{t('profile.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.card} data-testid="profile-card">
        <Avatar
          size={64}
          name={user.fullname}
          image={user.photoURL ? { src: user.photoURL } : undefined}
        />
        <div className={styles.details}>
          <Text size={500} weight="semibold" data-testid="profile-fullname">
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
      <section className={styles.section} aria-labelledby="profile-details-title">
        <Title3 as="h2" id="profile-details-title">
          {t('profile.details.title')}
        </Title3>
        <ProfileDetailsForm user={user} online={online} />
      </section>
      <section className={styles.section} aria-labelledby="profile-photo-title">
        <Title3 as="h2" id="profile-photo-title">
          {t('profile.photo.title')}
        </Title3>
        <ProfilePhotoField user={user} online={online} />
      </section>
      <section className={styles.section} aria-labelledby="profile-password-title">
        <Title3 as="h2" id="profile-password-title">
          {t('profile.password.title')}
        </Title3>
        <PasswordChangeForm online={online} />
      </section>
      <section className={styles.section} aria-labelledby="profile-data-title">
        <Title3 as="h2" id="profile-data-title">
          {t('profile.export.title')}
        </Title3>
        <DataExportButton online={online} />
      </section>
    </section>
  );
}
