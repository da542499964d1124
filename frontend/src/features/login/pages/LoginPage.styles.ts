import { makeStyles, tokens } from '@fluentui/react-components';

export const useLoginPageStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXXXL,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});
