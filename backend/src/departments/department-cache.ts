/** Public cache keys of departments; course writes invalidate the detail pages too (they list courses). */
export const PUBLIC_DEPARTMENTS_KEY = 'public:departments';
export const PUBLIC_DEPARTMENT_PREFIX = 'public:department:';
