import { db } from "~/db/client.server";
import { blogPosts, pages, siteSettings, specialPages } from "~/db/schema";

/** A place that shows a file, as staff name it, with the editor that changes it. */
export type MediaUsage = { label: string; href: string };

type Holder = MediaUsage & { text: string };

const specialPageNames = { home: "Página Inicial", about: "Página Quem Somos" } as const;
const specialPageEditors = { home: "/admin/home-page", about: "/admin/about-page" } as const;

/** Every row that may name an upload, with everything it stores as one text to search. */
async function contentHolders(): Promise<Holder[]> {
  const [pageRows, postRows, specialRows, settingRows] = await Promise.all([
    db().select({ id: pages.id, title: pages.title, content: pages.content }).from(pages),
    db()
      .select({ slug: blogPosts.slug, title: blogPosts.title, content: blogPosts.content, cover: blogPosts.featuredImageUrl })
      .from(blogPosts),
    db().select({ key: specialPages.pageKey, content: specialPages.content, seoImage: specialPages.seoImageUrl }).from(specialPages),
    db().select({ value: siteSettings.settingValue }).from(siteSettings),
  ]);
  return [
    ...pageRows.map((row) => ({ label: `Página "${row.title}"`, href: `/admin/pages/edit/${row.id}`, text: JSON.stringify(row.content) })),
    ...postRows.map((row) => ({
      label: `Post do blog "${row.title}"`,
      href: `/admin/blog/${row.slug}/edit`,
      text: JSON.stringify([row.content, row.cover]),
    })),
    ...specialRows.map((row) => ({
      label: specialPageNames[row.key],
      href: specialPageEditors[row.key],
      text: JSON.stringify([row.content, row.seoImage]),
    })),
    { label: "Configurações", href: "/admin/settings", text: JSON.stringify(settingRows.map((row) => row.value)) },
  ];
}

/**
 * Where each named upload is used: every page, post, special page or setting whose stored
 * content holds its address (`/uploads/<name>`, also inside Markdown or a resized `/images/<name>`).
 */
export async function findUsages(names: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const holders = names.length > 0 ? await contentHolders() : [];
  return new Map(
    names.map((name) => [
      name,
      holders
        .filter((holder) => holder.text.includes(`/uploads/${name}`) || holder.text.includes(`/images/${name}`))
        .map(({ label, href }) => ({ label, href })),
    ]),
  );
}
