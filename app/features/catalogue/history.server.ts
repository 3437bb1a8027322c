import { restoreRevision, type HistorySubject } from "~/features/revisions/index.server";
import { getPageForEdit } from "./admin-queries.server";
import { updatePage } from "./page-service.server";

/** A catalogue page's 'Histórico': restoring saves the revision as the editor would. */
export const pageHistory: HistorySubject = {
  async describe(id) {
    const page = await getPageForEdit(id);
    return page?.id === id ? { title: page.title, editorPath: `/admin/pages/edit/${id}` } : undefined;
  },
  restore: (id, input) =>
    // A restore brings back content and the published state, never a schedule whose time has passed.
    restoreRevision({ subject: "page", subjectId: id }, input, (snapshot, by) => updatePage(id, { ...snapshot, publish_at: "" }, by)),
};
