/** The public user list; department writes drop it too (it names each head's department). */
export const PUBLIC_USERS_KEY = 'public:users';
