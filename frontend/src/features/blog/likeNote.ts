/** The post's address parameter after its like form was posted without the app. */
export const LIKE_PARAM = 'like';

/** `danke`: the like counted; `schon`: this device had liked the post already. */
export type LikeNote = 'danke' | 'schon';

/**
 * The note a post's page shows after its like form was posted without the app: its route's
 * loader reads it from the address it renders (the server renders `?like=` only for the browser
 * that posted it, backend pages/page-note.ts) and hands it to the page as loader data, which the
 * browser's first render takes from the server's page: an address shared or typed thanks nobody.
 */
export function likeNoteOf(url: URL): LikeNote | null {
  const value = url.searchParams.get(LIKE_PARAM);
  return value === 'danke' || value === 'schon' ? value : null;
}
