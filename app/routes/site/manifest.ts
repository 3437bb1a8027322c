import { publicCacheHeaders } from "~/platform/page-cache";
import { getCompanySettings } from "~/features/settings/index.server";
import { webManifest } from "~/features/site-icons";

/** The web manifest, named as the company: it follows the settings, like every public page. */
export async function loader() {
  const company = await getCompanySettings();
  const manifest = webManifest({ name: company?.name ?? "", tagline: company?.tagline ?? "" });
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", ...publicCacheHeaders() },
  });
}
