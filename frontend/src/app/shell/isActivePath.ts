/** Whether a nav target is the current page; the language root matches only itself. */
export function isActivePath(pathname: string, to: string): boolean {
  const clean = (p: string) => p.replace(/\/+$/, '');
  if (/^\/[a-z]{2}\/?$/.test(to)) return clean(pathname) === clean(to);
  return clean(pathname).startsWith(clean(to));
}
