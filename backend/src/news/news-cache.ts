/** The public news feed; user writes drop it too (it names each item's author). */
export const PUBLIC_NEWS_KEY = 'public:news';
