import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "~/config/env.server";
import { errorWithoutVisitorText } from "./log-error";
import { requestScope } from "./request-scope.server";

/** JSON lines; whatever is logged while a request is handled carries its id (`reqId`). */
export function createLogger(level: string = config().logLevel, destination?: DestinationStream): Logger {
  const root: Logger = pino(
    {
      level,
      redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
      serializers: { err: (error: unknown) => errorWithoutVisitorText(error) },
      // The request log's own child logger already has the id among its bindings.
      mixin(_fields, _level, instance) {
        const id = requestScope.getStore()?.id;
        return id && instance === root ? { reqId: id } : {};
      },
    },
    destination,
  );
  return root;
}

export const logger = createLogger();
