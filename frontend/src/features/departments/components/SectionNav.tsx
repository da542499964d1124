import { makeStyles, tokens } from '@fluentui/react-components';
import { scrollToId } from '@/components/scroll/scrollToAnchor';

const useStyles = makeStyles({
  nav: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingVerticalM,
    '@media (min-width: 900px)': {
      position: 'sticky',
      top: '80px',
      maxHeight: 'calc(100vh - 100px)',
      overflowY: 'auto',
    },
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    '@media (min-width: 900px)': { flexDirection: 'column', flexWrap: 'nowrap', gap: 0 },
  },
  link: {
    display: 'block',
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      textDecoration: 'underline',
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
    '@media (min-width: 900px)': { border: 'none' },
  },
});

export interface SectionNavItem {
  id: string;
  label: string;
}

/**
 * The permanent side list of the department and workshop pages (spec section 2): a sticky aside
 * from 900 px, a compact wrapped list at the top on a phone. Each entry scrolls to its section.
 */
export function SectionNav({ title, items }: { title: string; items: readonly SectionNavItem[] }) {
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label={title} data-testid="section-nav">
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              className={styles.link}
              href={`#${encodeURIComponent(item.id)}`}
              onClick={(event) => {
                event.preventDefault();
                scrollToId(item.id);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
