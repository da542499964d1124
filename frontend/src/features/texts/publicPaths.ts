import type { TextKey } from '@/api/publicQueries';

/** Where each text is shown on the public site, below `/{lang}/`. */
export const PUBLIC_PATH: Record<TextKey, string> = {
  impressum: 'impressum',
  datenschutz: 'datenschutz',
  haftungsausschluss: 'haftunsausschluss',
  fsj: 'fsj',
  fsj_teaser: '',
  contact_intro: '#contact',
};
