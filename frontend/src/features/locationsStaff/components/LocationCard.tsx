import {
  Body1,
  Caption1,
  Card,
  CardPreview,
  Link,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@/components/RouterLink';
import { StaffCardFooter } from '@/components/staff/StaffCardFooter';
import { CardPhoto } from '@/components/media/CardPhoto';
import { UploadProgress } from '@/components/media/UploadProgress';
import type { LocalLocation } from '@/features/locationsStaff/offline';
import type { OutboxRow } from '@/offline/types';
import { useLang } from '@/i18n/useLang';
import '@/features/locationsStaff/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
  text: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  address: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

export interface LocationCardProps {
  item: LocalLocation;
  rows: OutboxRow[] | undefined;
  onEdit(item: LocalLocation): void;
  onRemove(item: LocalLocation): void;
}

/** A venue in the back office: image, name, address, description, map link; edit and delete. */
export function LocationCard({ item, rows, onEdit, onRemove }: LocationCardProps) {
  const { t } = useTranslation(['locations', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const title = item.name;
  return (
    <Card className={styles.card}>
      {(item.localImages?.image || item.photoURL) && (
        <CardPreview>
          <CardPhoto
            pending={item.localImages?.image}
            src={item.photoURL}
            srcset={item.srcset}
            className={styles.image}
          />
        </CardPreview>
      )}
      <UploadProgress type="location" id={item._id} />
      <Subtitle2 as="h2">{item.name}</Subtitle2>
      <Caption1 className={styles.address} data-testid="location-address">
        {item.address}, {item.postal_code} {item.city}
      </Caption1>
      <Body1 className={styles.text}>{item.description}</Body1>
      <div className={styles.links}>
        {/* A venue made on this device and not yet sent has no plan on the server. */}
        {item.serverVersion !== null && (
          <RouterLink
            to={`/${lang}/account/sportstaetten/${item._id}`}
            aria-label={t('plan.linkLabel', { title })}
            data-testid="location-plan-link"
          >
            {t('plan.link')}
          </RouterLink>
        )}
        {item.maps_link && (
          <Link
            href={item.maps_link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('locations.mapLabel', { title })}
          >
            {t('locations.map')}
          </Link>
        )}
      </div>
      <StaffCardFooter
        testId="location"
        rows={rows}
        texts={{
          edit: t('locations.editAction', { title: title }),
          delete: t('locations.delete', { title: title }),
          deleteTitle: t('locations.deleteTitle'),
          deleteText: t('locations.deleteText', { title: title }),
        }}
        onEdit={() => onEdit(item)}
        onDelete={() => onRemove(item)}
      />
    </Card>
  );
}
