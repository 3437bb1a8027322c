// The ceiling of any Node server on this machine, for `npm run bench`: node:http writing answers
// captured from the app (the same headers and bytes, brotli or not) with no work per request.
// Started as a child process with the server's own Node flags: `node node-ceiling.js <port> <answers.json>`.
import fs from "node:fs";
import http from "node:http";

/** @typedef {{ path: string; encoding: "identity" | "br"; headers: Record<string, string>; bodyFile: string }} CapturedAnswer */

const [port, manifest] = process.argv.slice(2);
/** @type {CapturedAnswer[]} */
const captured = JSON.parse(fs.readFileSync(String(manifest), "utf8"));
const answers = new Map(
  captured.map((answer) => [`${answer.encoding} ${answer.path}`, { ...answer, body: fs.readFileSync(answer.bodyFile) }]),
);

http
  .createServer((req, res) => {
    const encoding = /\bbr\b/.test(req.headers["accept-encoding"] ?? "") ? "br" : "identity";
    const answer = answers.get(`${encoding} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1");
