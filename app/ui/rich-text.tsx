import Markdown from "react-markdown";
import type { BlogContent as Content } from "~/db/content-types";

const safeUrl = (url: string) => (/^(https?:|mailto:|\/)/i.test(url) ? url : "");

/**
 * Staff-written text (posts, policies): Markdown text, or the legacy block object (decision 006). Raw HTML in Markdown
 * is not rendered, and only web, mail and site-relative links are kept.
 */
export function RichText({ content }: { content: Content }) {
  if (typeof content === "string") {
    return (
      <div className="prose-content">
        <Markdown skipHtml urlTransform={safeUrl}>
          {content}
        </Markdown>
      </div>
    );
  }
  return (
    <div className="prose-content">
      {content.blocks.map((block, index) => {
        if (block.type === "heading") {
          const Heading = block.level <= 2 ? "h2" : block.level === 3 ? "h3" : "h4";
          return <Heading key={index}>{block.content}</Heading>;
        }
        if (block.type === "image") {
          const src = safeUrl(block.content);
          return src ? <img key={index} src={src} alt={block.alt ?? ""} loading="lazy" /> : null;
        }
        return <p key={index}>{block.content}</p>;
      })}
    </div>
  );
}
