import { restoreRevision, type HistorySubject } from "~/features/revisions/index.server";
import { getAboutPage, getHomePage } from "./queries.server";
import { saveAboutPage, saveHomePage } from "./service.server";

const pagesByKey = {
  home: { read: getHomePage, save: saveHomePage, editorPath: "/admin/home-page" },
  about: { read: getAboutPage, save: saveAboutPage, editorPath: "/admin/about-page" },
} as const;

const pageOf = (key: string) => (key === "home" || key === "about" ? pagesByKey[key] : undefined);

/** The home and about pages' 'Histórico', by their key: restoring saves the revision as the editor would. */
export const specialPageHistory: HistorySubject = {
  async describe(key) {
    const page = pageOf(key);
    const row = await page?.read();
    return page && row ? { title: row.title, editorPath: page.editorPath } : undefined;
  },
  async restore(key, input) {
    const page = pageOf(key);
    if (!page) return { ok: false, status: 404, message: "Página não encontrada" };
    return restoreRevision({ subject: "special", subjectId: key }, input, page.save);
  },
};
