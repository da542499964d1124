import { makeStyles, tokens } from '@fluentui/react-components';

export const useConflictDialogStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  field: {
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  fieldName: { fontWeight: tokens.fontWeightSemibold },
  actions: { flexWrap: 'wrap' },
});
