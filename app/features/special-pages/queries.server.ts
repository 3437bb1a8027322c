import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { AboutContent, HomeContent } from "~/db/content-types";
import { specialPages } from "~/db/schema";

export async function getHomePage() {
  const [row] = await db().select().from(specialPages).where(eq(specialPages.pageKey, "home")).limit(1);
  return row ? { ...row, content: row.content as HomeContent } : null;
}

export async function getAboutPage() {
  const [row] = await db().select().from(specialPages).where(eq(specialPages.pageKey, "about")).limit(1);
  return row ? { ...row, content: row.content as AboutContent } : null;
}
