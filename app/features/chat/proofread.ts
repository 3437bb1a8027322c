/**
 * The last look at every reply before the visitor reads it, whatever assistant wrote it: a
 * sentence ends once ("WhatsApp.." was one), after a question or an exclamation too, and words
 * are one space apart. An ellipsis stays.
 */
export function proofread(reply: string) {
  return reply
    .replace(/(?<!\.)\.\.(?!\.)/g, ".")
    .replace(/([?!])\.(?!\.)/g, "$1")
    .replace(/([^\s]) {2,}(?=[^\s])/g, "$1 ")
    .replace(/[ \t]+$/gm, "")
    .trim();
}
