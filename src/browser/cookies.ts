/** Browser cookie helpers for the site's own first-party cookies. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

export function writeCookie(cookie: { name: string; maxAgeDays: number; path: string }, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie.name}=${value}; Max-Age=${cookie.maxAgeDays * 86_400}; Path=${cookie.path}; SameSite=Lax${secure}`;
}
