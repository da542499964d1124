import { makeStyles, tokens } from '@fluentui/react-components';

export const useClubLogoStyles = makeStyles({
  svg: { display: 'block', flexShrink: 0 },
  image: { display: 'block', flexShrink: 0, objectFit: 'contain' },
  shield: {
    fill: tokens.colorBrandBackground,
    stroke: tokens.colorBrandStroke2,
    strokeWidth: '2px',
  },
  band: { fill: tokens.colorNeutralForegroundOnBrand, opacity: 0.18 },
  letters: {
    fill: tokens.colorNeutralForegroundOnBrand,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightBold,
  },
});
