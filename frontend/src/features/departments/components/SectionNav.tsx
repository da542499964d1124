import { makeStyles, tokens } from '@fluentui/react-components';
import { scrollToId } from '@/components/scroll/scrollToAnchor';

const PHONE = '@media (max-width: 899px)';

const useStyles = makeStyles({
  nav: {
    backgroundColor: tokens.colorNeutralBackground1,
    // A phone: a strip across the page's width (the page's padding is spacingHorizontalL), held
    // below the top bar by the sticky aside (SectionLayout.styles), that scrolls sideways in itself.
    [PHONE]: {
      marginInline: `calc(-1 * ${tokens.spacingHorizontalL})`,
      paddingBlock: tokens.spacingVerticalS,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      boxShadow: tokens.shadow4,
    },
    '@media (min-width: 900px)': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusLarge,
      padding: tokens.spacingVerticalM,
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
    // On a phone the strip is one line of links; the heading stays for screen readers.
    [PHONE]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    [PHONE]: {
      gap: tokens.spacingHorizontalS,
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      '::-webkit-scrollbar': { display: 'none' },
      paddingInline: tokens.spacingHorizontalL,
      // Room for the focus outline inside the scroll container.
      paddingBlock: '3px',
      scrollPaddingInline: tokens.spacingHorizontalL,
    },
    '@media (min-width: 900px)': { flexDirection: 'column' },
  },
  item: { flexShrink: 0 },
  link: {
    display: 'block',
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      textDecoration: 'underline',
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
    // A chip: a touch target of 32 px, on one line.
    [PHONE]: {
      whiteSpace: 'nowrap',
      minHeight: '32px',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      paddingInline: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusCircular,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    },
  },
});

export interface SectionNavItem {
  id: string;
  label: string;
}

/**
 * The permanent side list of the department and workshop pages (spec section 2): a sticky aside
 * from 900 px; on a phone a strip of chips that stays below the top bar and scrolls sideways in
 * itself. Each entry is a link to its section: the browser stops at the section's
 * `scroll-margin-top` (below the top bar and the strip), the app eases there (scrollToId).
 */
export function SectionNav({ title, items }: { title: string; items: readonly SectionNavItem[] }) {
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label={title} data-testid="section-nav">
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
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
