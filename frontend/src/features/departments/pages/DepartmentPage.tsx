import { Body1, Title1, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/ApiError';
import { publicQueries } from '@/api/publicQueries';
import { useLang } from '@/i18n/useLang';
import { htmlToText } from '@/components/htmlToText';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RichText } from '@/components/richtext/RichText';
import { RouterButton } from '@/components/RouterButton';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { courseAnchorId } from '@/features/departments/anchors';
import { useClub } from '@/components/club/club';
import { departmentJsonLd } from '@/features/departments/departmentJsonLd';
import { CourseSection } from '@/features/departments/components/CourseSection';
import { LoadState } from '@/features/departments/components/LoadState';
import { PageImage } from '@/features/departments/components/PageImage';
import { PostLinks } from '@/features/departments/components/PostLinks';
import { SectionNav } from '@/features/departments/components/SectionNav';
import { useSectionLayoutStyles } from '@/features/departments/components/SectionLayout.styles';
import { useCanonicalHash } from '@/features/departments/useCanonicalHash';
import { useHashScroll } from '@/components/scroll/scrollToAnchor';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import '@/features/departments/strings';

/** `/:lang/abteilung/:name` (spec section 2): a department with its courses as sections. */
export function DepartmentPage() {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('departments');
  const club = useClub();
  const lang = useLang();
  const name = useParams().name ?? '';
  const department = useQuery(publicQueries.department(name));
  const posts = useQuery(publicQueries.departmentPosts(name));
  const data = department.data;
  const courses = data?.courses ?? [];
  const ids = courses.map((c) => courseAnchorId(c.title));

  // GET /public/department/{name} answers 404 for an unknown (or hidden) department.
  const missing =
    (shownStatus(department) === 'success' && !data) ||
    (isApiError(department.error) && department.error.status === 404);
  usePageMeta(
    data
      ? {
          title: data.title,
          description: htmlToText(data.description).slice(0, 160),
          image: data.photoURL ?? undefined,
          imageAlt: data.title,
          jsonLd: [departmentJsonLd(data, club, lang, htmlToText(data.description).slice(0, 300))],
        }
      : missing
        ? { title: t('notFound.title'), noindex: true, status: 404 }
        : { title: t('title') },
  );
  useCanonicalHash(ids, courseAnchorId);
  useHashScroll();

  if (department.isPending) return <LoadState kind="loading" text={t('loading')} />;
  if (failedWithoutData(department) && !missing) {
    return (
      <div className={styles.page}>
        <LoadState kind="error" text={t('loadError')} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} data-testid="department-not-found">
        <Title1 as="h1">{t('notFound.title')}</Title1>
        <Body1 as="p">{t('notFound.text', { name })}</Body1>
        <div>
          <RouterButton to={`/${lang}/`} appearance="primary">
            {t('notFound.back')}
          </RouterButton>
        </div>
      </div>
    );
  }

  return (
    <article className={styles.page} data-testid="department-page">
      <header className={styles.header}>
        <div className={styles.titleRow}>
          {data.iconURL ? (
            <img className={styles.icon} src={data.iconURL} alt="" width={48} height={48} />
          ) : null}
          <Title1 as="h1" className={styles.title}>
            {data.title}
          </Title1>
        </div>
        {data.photoURL ? (
          <PageImage
            src={data.photoURL}
            srcSet={data.srcset}
            sizes="(min-width: 1200px) 1168px, 100vw"
            alt={t('photoAlt', { title: data.title })}
            priority
          />
        ) : null}
        <RichText html={data.description} />
        {courses.length > 0 ? (
          <CalendarLinks feed={`department/${data._id}.ics`} name={data.title} />
        ) : null}
      </header>
      <div className={styles.columns}>
        <aside className={styles.aside}>
          {courses.length > 0 ? (
            <SectionNav
              title={t('nav')}
              items={courses.map((c, i) => ({ id: ids[i] ?? '', label: c.title }))}
            />
          ) : null}
        </aside>
        <div className={styles.sections}>
          {courses.length === 0 ? <LoadState kind="empty" text={t('noCourses')} /> : null}
          {courses.map((course) => (
            <CourseSection key={course._id} course={course} />
          ))}
          <section aria-labelledby="department-posts" className={styles.section}>
            <Title2 as="h2" id="department-posts" className={styles.sectionTitle}>
              {t('posts.title')}
            </Title2>
            {posts.isPending ? <LoadState kind="loading" text={t('posts.loading')} /> : null}
            {failedWithoutData(posts) ? (
              <LoadState kind="error" text={t('posts.loadError')} />
            ) : null}
            {posts.data?.length === 0 ? <LoadState kind="empty" text={t('posts.empty')} /> : null}
            {posts.data?.length ? (
              <PostLinks posts={posts.data.slice(0, 5)} label={t('posts.title')} />
            ) : null}
          </section>
        </div>
      </div>
    </article>
  );
}
