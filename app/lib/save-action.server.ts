import { data } from "react-router";
import { logger } from "./logger.server";
import type { SaveResult } from "./save-result";
import { readJson } from "./validation";

/**
 * The action of an editor: the JSON body goes to the feature's save; a refusal keeps its
 * status. An unexpected failure is logged and answered like a refusal, so the editor
 * keeps the staff's unsaved values on screen instead of an error page.
 */
export async function saveAction(request: Request, save: (input: unknown) => Promise<SaveResult>) {
  try {
    const result = await save(await readJson(request));
    return result.ok ? result : data(result, { status: result.status });
  } catch (error) {
    logger.error({ err: error, path: new URL(request.url).pathname }, "save failed");
    const failure: SaveResult = { ok: false, status: 500, message: "Erro inesperado. Tente novamente.", fieldErrors: {} };
    return data(failure, { status: 500 });
  }
}
