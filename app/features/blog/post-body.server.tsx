import { renderToStaticMarkup } from "react-dom/server";
import type { BlogContent } from "~/db/content-types";
import { RichText } from "~/ui/rich-text";

/**
 * A post's body as HTML, rendered once on the server by the same RichText as before (raw HTML
 * skipped, unsafe links dropped, text escaped by React), so the browser neither downloads the
 * Markdown parser nor hydrates text that never changes.
 */
export function postBodyHtml(content: BlogContent) {
  return renderToStaticMarkup(<RichText content={content} />);
}
