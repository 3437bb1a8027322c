import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { AboutContent, HomeContent } from "~/db/content-types";
import { specialPages } from "~/db/schema";
import { rememberContent } from "~/platform/page-cache/index.server";
import { cacheTags } from "~/platform/page-cache";
import { aboutFormValues, homeFormValues } from "./form-values";

export async function getHomePage() {
  const [row] = await db().select().from(specialPages).where(eq(specialPages.pageKey, "home")).limit(1);
  return row ? { ...row, content: row.content as HomeContent } : null;
}

/** The home page as visitors see it, read once until it is edited. */
export function getHomePageForVisitors() {
  return rememberContent("special:home", [cacheTags.home], getHomePage);
}

export async function getAboutPage() {
  const [row] = await db().select().from(specialPages).where(eq(specialPages.pageKey, "about")).limit(1);
  return row ? { ...row, content: row.content as AboutContent } : null;
}

/** The home page as the editor's values, or null when it does not exist. */
export async function getHomePageFormValues() {
  const page = await getHomePage();
  return page ? homeFormValues(page) : null;
}

export async function getAboutPageFormValues() {
  const page = await getAboutPage();
  return page ? aboutFormValues(page) : null;
}

/** When the home and the about page were last saved, by key. */
export async function specialPagesUpdatedAt() {
  const rows = await db().select({ key: specialPages.pageKey, updatedAt: specialPages.updatedAt }).from(specialPages);
  return new Map(rows.map((row) => [row.key, row.updatedAt]));
}
