import type { NextFunction, Request, Response } from "express";
import { maxUploadBytes, uploadMessages } from "~/features/uploads";

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const kib = 1024;

/** What one request may send, by where it goes; the uploads' multipart envelope adds little to the file. */
const bodyLimits = {
  upload: maxUploadBytes + 64 * kib,
  // Staff editors save whole pages: a post holds 100,000 characters, a catalogue page 50 sections.
  staffEditor: 2 * kib * kib,
  standard: 64 * kib,
} as const;

/** The panel's pages anyone may post to: the sign-in and an invitation's link. */
const signedOutPanel = /^\/admin\/(auth|invitation\/)/;

function bodyLimitFor(path: string) {
  if (path === "/api/admin/uploads") return bodyLimits.upload;
  if ((path.startsWith("/admin/") && !signedOutPanel.test(path)) || path.startsWith("/api/admin/")) return bodyLimits.staffEditor;
  return bodyLimits.standard;
}

const tooLarge = "Conteúdo grande demais.";

/** The refusal in the words of what was sent: an upload gets `uploadMessages.tooLarge`, the message the upload screen shows. */
function refusal(path: string) {
  return path === "/api/admin/uploads"
    ? { message: uploadMessages.tooLarge, code: "upload_refused" }
    : { message: tooLarge, code: "payload_too_large" };
}

/**
 * Answers 413 and closes the connection without keeping a byte of the body. A client that is
 * still sending reads the answer only once its body is out (browsers and HTTP libraries do), so
 * what follows is read and dropped, for a second and one upload's worth at most, before the
 * connection is cut: cutting it at once would leave such a client with a broken pipe instead of
 * the answer.
 */
function refuse(req: Request, res: Response) {
  req.pause();
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.on("finish", () => {
    let dropped = 0;
    const cut = () => req.socket.destroy();
    const timer = setTimeout(cut, 1000).unref();
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > bodyLimits.upload) cut();
    });
    req.on("end", () => clearTimeout(timer));
    req.resume();
  });
  const { message, code } = refusal(req.path);
  if (req.path.startsWith("/api/")) res.status(413).json({ error: { message, code } });
  else res.status(413).type("text/plain; charset=utf-8").send(message);
}

/**
 * Every body has a limit: a declared length over it is refused before a byte is read, and a
 * chunked body is counted as it arrives and refused when it passes the limit. The stream is
 * paused until the route reads it, so counting it here takes nothing from the route.
 */
export function limitBodies(req: Request, res: Response, next: NextFunction) {
  if (!bodyMethods.has(req.method)) {
    next();
    return;
  }
  const limit = bodyLimitFor(req.path);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) {
    refuse(req, res);
    return;
  }
  let received = 0;
  req.pause();
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off("data", count);
    refuse(req, res);
  };
  req.on("data", count);
  next();
}
