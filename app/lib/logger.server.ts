import pino from "pino";
import { config } from "~/config/env.server";

export const logger = pino({
  level: config().logLevel,
  redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
});
