import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const self = path.relative(root, fileURLToPath(import.meta.url));

const folders = ["app", "server", "scripts", "tests"];
const generated = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report", "coverage", "dist"]);
const code = /\.(ts|tsx|js|mjs|cjs)$/;

/**
 * What a reader of the repository cannot open: the issue tracker's numbers, the settled decisions
 * of the specification (a D and a number), and the specification itself, by any of its names.
 * The decisions of this repository are named "decision 154" or by their path in docs/decisions.
 */
const pointersElsewhere = [
  /\b(issue|issues) \d+\b/i,
  /\bD\d{1,3}\b/,
  /\bthe spec('s)?\b/i,
  /\b(admin|public) spec\b|\bspec,? (section )?\d|\(spec:/i,
  /DECISIONS\.md/,
];

/** The sources, the styles of app/ and the configuration files at the root, generated folders left out. */
function sourceFiles(): string[] {
  const inFolders = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((entry) => path.join(folder, entry))
      .filter((file) => !file.split(path.sep).some((part) => generated.has(part)))
      .filter((file) => code.test(file) || (folder === "app" && file.endsWith(".css"))),
  );
  const atRoot = readdirSync(root).filter((entry) => code.test(entry));
  return [...inFolders, ...atRoot].filter((file) => file !== self && statSync(path.join(root, file)).isFile()).sort();
}

const lineComment = /(^|[\s{}(),;])\/\/(.*)$/;
const blockStart = /(^|[\s{}(),;=:])\/\*/;

/**
 * The comments of a source, line by line: a `//` at the start of a line or after a space or a
 * bracket (so `https://` is none), and each line of a block opened by a slash and a star at the
 * start of a line or after a space or a bracket (so a glob like `app/**` opens none). A string that
 * holds such a marker is read as a comment too, which only makes the check stricter.
 */
function commentsOf(source: string, css: boolean): Array<{ line: number; text: string }> {
  const comments: Array<{ line: number; text: string }> = [];
  let inBlock = false;
  source.split("\n").forEach((content, index) => {
    let rest = content;
    for (;;) {
      if (inBlock) {
        const end = rest.indexOf("*/");
        comments.push({ line: index + 1, text: end === -1 ? rest : rest.slice(0, end) });
        if (end === -1) return;
        rest = rest.slice(end + 2);
        inBlock = false;
      }
      const block = blockStart.exec(rest);
      const line = css ? null : lineComment.exec(rest);
      if (line && (!block || line.index < block.index)) {
        comments.push({ line: index + 1, text: line[2] ?? "" });
        return;
      }
      if (!block) return;
      rest = rest.slice(rest.indexOf("/*", block.index) + 2);
      inBlock = true;
    }
  });
  return comments;
}

const pointsElsewhere = (text: string) => pointersElsewhere.some((pattern) => pattern.test(text));

describe("code comments", () => {
  it("are read from lines, after code, in blocks and in JSX, never from a web address or a glob", () => {
    const n = 12;
    const source = [
      `// see issue ${n}`,
      `const url = "https://example.com/issue/${n}"; // trailing`,
      "/**",
      " * inside",
      " */",
      "const a = 1; /* inline */ const b = 2;",
      "<div>{/* jsx */}</div>",
      'const glob = "app/**/*.ts";',
    ].join("\n");
    expect(commentsOf(source, false)).toEqual([
      { line: 1, text: ` see issue ${n}` },
      { line: 2, text: " trailing" },
      { line: 3, text: "*" },
      { line: 4, text: " * inside" },
      { line: 5, text: " " },
      { line: 6, text: " inline " },
      { line: 7, text: " jsx " },
    ]);
  });

  it("that point outside the repository are told from words that only look alike", () => {
    // Written in pieces, so that searching the repository for these words finds real comments only.
    const n = 16;
    const spec = "spec";
    const outside = [`kept a year (issue ${n})`, `Issues ${n} and 17`, `(${"D"}${n})`, `the ${spec}'s toasts`, `admin ${spec} 2.4`];
    const inside = ["where the specification is silent", "the e2e spec file", "decision 154", `a ${n}D image`, "/issues/16"];
    expect(outside.filter((text) => !pointsElsewhere(text))).toEqual([]);
    expect(inside.filter(pointsElsewhere)).toEqual([]);
  });

  it("say their reason or name a file of the repository, never an issue, a decision kept elsewhere or the specification", () => {
    const found = sourceFiles().flatMap((file) =>
      commentsOf(readFileSync(path.join(root, file), "utf8"), file.endsWith(".css"))
        .filter(({ text }) => pointsElsewhere(text))
        .map(({ line, text }) => `${file}:${line}: ${text.trim()}`),
    );
    expect(found, "say the reason in the comment, or name a file of the repository (docs/decisions, docs/product)").toEqual([]);
  });
});
