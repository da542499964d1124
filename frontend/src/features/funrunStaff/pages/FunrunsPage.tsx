import { Badge, Body1, Card, Link, Subtitle2 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/auth/useAuth';
import { berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import { StaffCardFooter } from '@/components/staff/StaffCardFooter';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useStaffFunruns } from '@/features/funrunStaff/api/useStaffFunruns';
import { funrunEntity, type LocalFunrun } from '@/features/funrunStaff/offline';
import { useLang } from '@/i18n/useLang';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/funrunStaff/strings';

/** The back office's "Volkslauf": every year's run, newest first; a new year, edit, delete. */
export function FunrunsPage() {
  const { t } = useTranslation('funrunStaff');
  const { user } = useAuth();
  const lang = useLang();
  const navigate = useNavigate();
  const list = useStaffFunruns();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const funruns = useOutboxSave(funrunEntity);
  const sorted = useMemo(
    () => [...(list.items ?? [])].sort((a, b) => b.year - a.year),
    [list.items],
  );
  const today = berlinToday();
  const edit = (id: string) => void navigate(`/${lang}/account/volkslauf/${id}`);
  return (
    <StaffListPage
      id="funruns"
      title={t('list.title')}
      list={list}
      items={sorted}
      texts={{ failed: t('list.loadError'), empty: t('list.empty'), stale: t('list.stale') }}
      create={{ label: t('list.create'), onClick: () => edit('neu') }}
      renderItem={(item: LocalFunrun) => (
        <Card>
          <div>
            <Badge
              appearance="filled"
              color={item.date >= today ? 'brand' : 'informative'}
              data-testid="funrun-state"
            >
              {t(item.date >= today ? 'list.coming' : 'list.past')}
            </Badge>
          </div>
          <Subtitle2 as="h2" data-testid="funrun-year">
            {t('entity', { year: item.year })}
          </Subtitle2>
          <Body1>
            {t('list.when', {
              date: formatCalendarDate(item.date, lang),
              time: item.start_time,
            })}
          </Body1>
          <Body1>
            {t('list.summary', { count: item.tracks.length, venue: item.venue?.name ?? '–' })}
          </Body1>
          <Link href={`/${lang}/volkslauf/${item.year}`} target="_blank" rel="noopener">
            {t('list.public')}
          </Link>
          <StaffCardFooter
            testId="funrun"
            rows={rowsOf.get(`funrun:${item._id}`)}
            texts={{
              edit: t('list.editFor', { year: item.year }),
              delete: t('list.deleteFor', { year: item.year }),
              deleteTitle: t('list.deleteTitle', { year: item.year }),
              deleteText: t('list.deleteText', { year: item.year }),
            }}
            onEdit={() => edit(item._id)}
            onDelete={() => void funruns.remove(item._id)}
          />
        </Card>
      )}
    />
  );
}
