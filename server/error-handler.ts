import type { NextFunction, Request, Response } from "express";

const statusOf = (error: unknown) => {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
};

/**
 * The last handler. Errors that reach Express itself (an address that cannot be decoded, a body
 * it cannot read, a failure below) are answered in our words: the API's JSON envelope, plain
 * text elsewhere, never a stack trace. A server error goes to the request log, which writes it
 * once with the request's id.
 */
export function answerErrors(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = statusOf(error);
  if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
  const message = status >= 500 ? "Erro inesperado. Tente novamente." : "Requisição inválida.";
  const code = status >= 500 ? "internal_error" : "bad_request";
  if (req.path.startsWith("/api/")) {
    res.status(status).json({ error: { message, code } });
    return;
  }
  res.status(status).type("text/plain; charset=utf-8").send(message);
}
