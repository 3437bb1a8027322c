import { getStaffUser } from "~/features/auth/index.server";

/** Who sent a page view: the browser, the site's host as they reached it, and whether staff are signed in. */
export async function visitorOf(request: Request) {
  return {
    userAgent: request.headers.get("user-agent"),
    siteHost: new URL(request.url).host,
    staff: (await getStaffUser(request)) !== null,
  };
}
