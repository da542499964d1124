import {
  createDarkTheme,
  createLightTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-theme';

// The club's blue (spec section 1). This ramp is the one place colours are defined;
// everything else uses Fluent tokens. Generated with the Fluent theme designer from #1267B4.
export const brandBlue: BrandVariants = {
  10: '#020305',
  20: '#111723',
  30: '#16263D',
  40: '#193253',
  50: '#1B3F6A',
  60: '#1B4C82',
  70: '#18599B',
  80: '#1267B4',
  90: '#3174C2',
  100: '#4F82C8',
  110: '#6790CF',
  120: '#7D9ED5',
  130: '#92ACDC',
  140: '#A6BAE2',
  150: '#BAC9E9',
  160: '#CDD8EF',
};

/** The brand colour used by the manifest and the browser's theme-color. */
export const BRAND_COLOR = brandBlue[80];

export const lightTheme: Theme = createLightTheme(brandBlue);

export const darkTheme: Theme = {
  ...createDarkTheme(brandBlue),
  // Lighter brand text on dark backgrounds, as Fluent recommends for custom dark themes.
  colorBrandForeground1: brandBlue[110],
  colorBrandForeground2: brandBlue[120],
  colorBrandForegroundLink: brandBlue[120],
  colorBrandForegroundLinkHover: brandBlue[130],
  colorBrandForegroundLinkPressed: brandBlue[110],
  colorNeutralForeground2BrandHover: brandBlue[120],
  colorNeutralForeground2BrandSelected: brandBlue[120],
  colorCompoundBrandForeground1: brandBlue[110],
  colorCompoundBrandStroke: brandBlue[110],
};
