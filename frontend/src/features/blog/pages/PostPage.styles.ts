import { makeStyles, tokens } from '@fluentui/react-components';

export const usePostPageStyles = makeStyles({
  page: {
    maxWidth: '820px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  back: { alignSelf: 'flex-start' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, overflowWrap: 'anywhere' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
  },
  photo: { width: '100%', borderRadius: tokens.borderRadiusXLarge, aspectRatio: '16 / 9' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  likeForm: { margin: 0 },
  // Pressed (liked) by its aria-pressed alone, so the plain script before the app can press it.
  like: {
    '& .vh-like-on': { display: 'none' },
    '&[aria-pressed="true"] .vh-like-on': { display: 'inline' },
    '&[aria-pressed="true"] .vh-like-off': { display: 'none' },
    '&[aria-pressed="true"], &[aria-pressed="true"]:hover, &[aria-pressed="true"]:hover:active': {
      backgroundColor: tokens.colorBrandBackground,
      color: tokens.colorNeutralForegroundOnBrand,
      borderTopColor: 'transparent',
      borderRightColor: 'transparent',
      borderBottomColor: 'transparent',
      borderLeftColor: 'transparent',
    },
  },
  likeNote: { flexBasis: '100%' },
  counts: { display: 'inline-flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  count: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});
