import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { BatchedStream } from "~/lib/batched-stream.server";
import { logger } from "~/lib/logger.server";
import { cspNonceContext } from "./lib/request-context";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the response's CSP nonce (React Router puts it on
 * every script it renders: hydration data, modules, scroll restoration) and errors sent to the
 * structured log with the request's id.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every page is sent whole. No route defers data, so waiting costs nothing, while sending the
    // shell first let a busy server stream the hydration data out of order: about 1.2 KB more
    // HTML of inline scripts, different from one render of the same page to the next.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new BatchedStream();
        body.once("finish", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and reach handleError.
        if (shellRendered) logger.error({ err: error }, "page rendering failed");
      },
    });
  });
}

/** Loader, action and rendering errors; a request the visitor abandoned, or one refused with a 4xx, is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error({ err: error }, "request failed");
};
