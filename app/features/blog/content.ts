import type { BlogContent } from "~/db/content-types";

/**
 * The editor's Markdown for a post. Legacy block content (decision 040) becomes the Markdown that
 * renders the same headings, paragraphs and images, and is saved as Markdown.
 */
export function contentToMarkdown(content: BlogContent): string {
  if (typeof content === "string") return content;
  return content.blocks
    .map((block) => {
      if (block.type === "heading") return `${"#".repeat(Math.min(Math.max(block.level, 2), 4))} ${block.content}`;
      if (block.type === "image") return `![${block.alt ?? ""}](${block.content})`;
      return block.content;
    })
    .join("\n\n");
}
