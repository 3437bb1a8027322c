/** The panel's open or collapsed state, kept in a cookie for 7 days. */
const sidebarCookie = "admin_sidebar";
const maxAgeSeconds = 7 * 24 * 60 * 60;

export function readSidebarOpen(cookieHeader: string | null) {
  return !new RegExp(`(?:^|;\\s*)${sidebarCookie}=collapsed`).test(cookieHeader ?? "");
}

export function writeSidebarOpen(open: boolean) {
  document.cookie = `${sidebarCookie}=${open ? "open" : "collapsed"}; max-age=${maxAgeSeconds}; path=/admin; SameSite=Lax`;
}
