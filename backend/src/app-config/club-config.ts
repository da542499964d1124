/** Static club configuration of spec section 3 (role tags, menu icons, sport categories, social icons). */
export const CATEGORY_KEYS = [
  'ballsport',
  'kampfsport',
  'selbstverteidigung',
  'yoga',
  'handball',
  'sonstiges',
  'maennergruppe',
  'meditation',
  'leichtathletik',
  'senioren',
  'turnen',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const GENDERS = ['männlich', 'weiblich', 'divers'] as const;
export type Gender = (typeof GENDERS)[number];

export const CLUB_CONFIG = {
  tags: [
    { id: 'owner', name: 'Vorstand', hex: '#0b4f9c', color: 'brand' },
    { id: 'admin', name: 'Administration', hex: '#8a2be2', color: 'purple' },
    { id: 'department', name: 'Abteilungsleitung', hex: '#107c10', color: 'green' },
    { id: 'workshop', name: 'Workshopleitung', hex: '#ca5010', color: 'orange' },
    { id: 'course', name: 'Übungsleitung', hex: '#038387', color: 'teal' },
    // The spec adds this extra owner role on the client; we serve it so every client agrees.
    { id: 'developer', name: 'Entwickler', hex: '#5c2e91', color: 'grape' },
  ],
  icons: {
    dashboard: { icon: 'Board', color: '#0b4f9c' },
    departments: { icon: 'PeopleTeam', color: '#107c10' },
    courses: { icon: 'Sport', color: '#038387' },
    workshops: { icon: 'Lightbulb', color: '#ca5010' },
    blog: { icon: 'News', color: '#8764b8' },
    news: { icon: 'Megaphone', color: '#c239b3' },
    banners: { icon: 'Flag', color: '#d13438' },
    support: { icon: 'PersonSupport', color: '#4f6bed' },
    sponsors: { icon: 'Handshake', color: '#986f0b' },
    locations: { icon: 'Location', color: '#498205' },
    publish: { icon: 'CloudArrowUp', color: '#0078d4' },
    profile: { icon: 'Person', color: '#605e5c' },
    // The public shell's menu (spec section 2): start, Volkslauf and the overflow menu's Formulare.
    home: { icon: 'Home', color: '#0b4f9c' },
    volkslauf: { icon: 'Run', color: '#d13438' },
    forms: { icon: 'DocumentPdf', color: '#a4262c' },
  },
  categories: [
    { key: 'ballsport', name: 'Ballsport', color: '#ca5010', icon: 'SportBasketball' },
    { key: 'kampfsport', name: 'Kampfsport', color: '#a4262c', icon: 'HandWave' },
    {
      key: 'selbstverteidigung',
      name: 'Selbstverteidigung',
      color: '#8e562e',
      icon: 'ShieldPerson',
    },
    { key: 'yoga', name: 'Yoga', color: '#8764b8', icon: 'Accessibility' },
    { key: 'handball', name: 'Handball', color: '#0078d4', icon: 'SportSoccer' },
    { key: 'sonstiges', name: 'Sonstiges', color: '#69797e', icon: 'MoreCircle' },
    { key: 'maennergruppe', name: 'Männergruppe', color: '#004e8c', icon: 'PeopleCommunity' },
    { key: 'meditation', name: 'Meditation', color: '#00ad56', icon: 'WeatherMoon' },
    { key: 'leichtathletik', name: 'Leichtathletik', color: '#d13438', icon: 'Run' },
    { key: 'senioren', name: 'Senioren', color: '#986f0b', icon: 'PersonHeart' },
    { key: 'turnen', name: 'Turnen', color: '#038387', icon: 'Sport' },
  ] satisfies { key: CategoryKey; name: string; color: string; icon: string }[],
  socialMedia: [
    { key: 'facebook', name: 'Facebook', icon: 'facebook', color: '#1877f2' },
    { key: 'instagram', name: 'Instagram', icon: 'instagram', color: '#e4405f' },
    { key: 'twitter', name: 'X (Twitter)', icon: 'twitter', color: '#14171a' },
  ],
};
