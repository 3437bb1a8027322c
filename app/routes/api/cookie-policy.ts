import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { cookiePolicyVersion } from "~/features/policies/index.server";

/** GET: `{ version }` of the cookie policy, recorded with a visitor's cookie choice. */
export async function loader() {
  return Response.json({ version: await cookiePolicyVersion() }, { headers: publicCacheHeaders(cacheTags.policies) });
}
