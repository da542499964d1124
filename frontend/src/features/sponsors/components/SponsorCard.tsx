import {
  Badge,
  Body1,
  Button,
  Card,
  CardPreview,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDown20Regular, ArrowUp20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { StaffCardFooter } from '@/components/staff/StaffCardFooter';
import { CardPhoto } from '@/components/media/CardPhoto';
import { UploadProgress } from '@/components/media/UploadProgress';
import type { LocalSponsor } from '@/features/sponsors/offline';
import type { OutboxRow } from '@/offline/types';
import '@/features/sponsors/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  logo: {
    width: '100%',
    aspectRatio: '3 / 1',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  link: { overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
});

export interface SponsorCardProps {
  item: LocalSponsor;
  /** Its place in the list (1 first). */
  position: number;
  rows: OutboxRow[] | undefined;
  onEdit(item: LocalSponsor): void;
  onRemove(item: LocalSponsor): void;
  /** Moves it one place forward (-1) or back (+1); undefined at that end of the list. */
  onMove(item: LocalSponsor, by: -1 | 1): void;
  first: boolean;
  last: boolean;
}

/** A sponsor in the back office: logo, text, link, where it shows, its place; the actions. */
export function SponsorCard({
  item,
  position,
  rows,
  onEdit,
  onRemove,
  onMove,
  first,
  last,
}: SponsorCardProps) {
  const { t } = useTranslation(['sponsors', 'account']);
  const styles = useStyles();
  const title = item.text;
  return (
    <Card className={styles.card}>
      {(item.localImages?.image || item.photoURL) && (
        <CardPreview>
          <CardPhoto
            pending={item.localImages?.image}
            src={item.photoURL}
            srcset={item.srcset}
            className={styles.logo}
          />
        </CardPreview>
      )}
      <UploadProgress type="sponsor" id={item._id} />
      <Body1 className={styles.text} data-testid="sponsor-text">
        {item.text}
      </Body1>
      <Link href={item.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {item.link}
      </Link>
      <div className={styles.badges}>
        <Badge appearance="outline" color="informative">
          {t('sponsors.position', { position })}
        </Badge>
        {item.placements.length === 0 ? (
          <Badge appearance="tint" color="subtle">
            {t('sponsors.hidden')}
          </Badge>
        ) : (
          item.placements.map((placement) => (
            <Badge key={placement} appearance="tint" color="brand" data-testid="sponsor-placement">
              {t(`placement.${placement}`)}
            </Badge>
          ))
        )}
      </div>
      <StaffCardFooter
        testId="sponsor"
        rows={rows}
        texts={{
          edit: t('sponsors.editAction', { title: title }),
          delete: t('sponsors.delete', { title: title }),
          deleteTitle: t('sponsors.deleteTitle'),
          deleteText: t('sponsors.deleteText', { title: title }),
        }}
        onEdit={() => onEdit(item)}
        onDelete={() => onRemove(item)}
      >
        <Button
          appearance="subtle"
          icon={<ArrowUp20Regular />}
          aria-label={t('sponsors.moveUp', { title })}
          disabled={first}
          onClick={() => onMove(item, -1)}
          data-testid="sponsor-up"
        />
        <Button
          appearance="subtle"
          icon={<ArrowDown20Regular />}
          aria-label={t('sponsors.moveDown', { title })}
          disabled={last}
          onClick={() => onMove(item, 1)}
          data-testid="sponsor-down"
        />
      </StaffCardFooter>
    </Card>
  );
}
