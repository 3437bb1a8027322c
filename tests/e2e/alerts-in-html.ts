const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? entity;
  });

/**
 * The text of each `role="alert"` element in a page as the server wrote it, read as the browser's
 * `textContent` reads it: a page without scripts never changes after it arrives, so its HTML is
 * all it shows. React writes well-formed HTML: an element ends at the closing tag that balances it.
 */
export function alertsInHtml(html: string) {
  const texts: string[] = [];
  for (const opening of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*\srole="alert"[^>]*>/gi)) {
    const start = opening.index + opening[0].length;
    const tags = new RegExp(`<(/?)${opening[1]}\\b[^>]*>`, "gi");
    tags.lastIndex = start;
    let depth = 1;
    let end = html.length;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    const text = decode(html.slice(start, end).replace(/<[^>]*>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    if (text) texts.push(text);
  }
  return texts;
}
