import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "PORT deve ser um número" })
    .int("PORT deve ser um número inteiro")
    .min(1, "PORT deve estar entre 1 e 65535")
    .max(65535, "PORT deve estar entre 1 e 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1, "DATA_DIR não pode ser vazio").default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL deve começar com postgres:// ou postgresql://")
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalText.pipe(
    z.string().min(32, "BETTER_AUTH_SECRET deve ter pelo menos 32 caracteres").optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z.url({ message: "PUBLIC_URL deve ser uma URL completa, por exemplo https://www.exemplo.com.br" }).optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  publicUrl: string;
  logLevel: NonNullable<z.infer<typeof envSchema>["LOG_LEVEL"]>;
  loginRateLimit: { perIp: number; perEmail: number };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(source: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    loginRateLimit: {
      perIp: env.LOGIN_RATE_LIMIT_PER_IP,
      perEmail: env.LOGIN_RATE_LIMIT_PER_EMAIL,
    },
  };
}

let current: AppConfig | undefined;

/** The process configuration, read from the environment once. */
export function config(): AppConfig {
  current ??= parseConfig(process.env);
  return current;
}
