/**
 * Every public post read is cached under this prefix. Posts show their department's name and
 * their author's name and photo, so department and user writes drop these entries too.
 */
export const PUBLIC_POSTS_PREFIX = 'public:posts:';
