import path from "node:path";
import { z } from "~/lib/zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** An address the server fetches: a complete URL on http or https, nothing else (file:, ftp:…). */
const httpUrl = (name: string) =>
  optionalText.pipe(
    z
      .url({ message: `${name} deve ser uma URL completa`, abort: true })
      .regex(/^https?:\/\//i, `${name} deve começar com http:// ou https://`)
      .optional(),
  );

/** A whole number read from the environment, refused with a message that names the variable. */
const wholeNumber = (name: string, min: number, max?: number) => {
  const atLeast = z.coerce
    .number({ message: `${name} deve ser um número` })
    .int(`${name} deve ser um número inteiro`)
    .min(min, `${name} deve ser de pelo menos ${min}`);
  return max === undefined ? atLeast : atLeast.max(max, `${name} deve ser de no máximo ${max}`);
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "PORT deve ser um número" })
      .int("PORT deve ser um número inteiro")
      .min(1, "PORT deve estar entre 1 e 65535")
      .max(65535, "PORT deve estar entre 1 e 65535")
      .default(3000),
    DATA_DIR: z.string().trim().min(1, "DATA_DIR não pode ser vazio").default("./data"),
    UPLOADS_DIR: optionalText,
    STORAGE: z.enum(["local", "s3"], { message: "STORAGE deve ser local ou s3" }).default("local"),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: httpUrl("S3_ENDPOINT"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: httpUrl("S3_PUBLIC_URL"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL deve começar com postgres:// ou postgresql://")
        .optional(),
    ),
    BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, "BETTER_AUTH_SECRET deve ter pelo menos 32 caracteres").optional()),
    PUBLIC_URL: optionalText.pipe(
      z.url({ message: "PUBLIC_URL deve ser uma URL completa, por exemplo https://www.exemplo.com.br" }).optional(),
    ),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(\d{1,2}|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*)$/,
        "TRUST_PROXY deve ser um número de proxies ou uma lista de endereços (loopback, 10.0.0.0/8, ...)",
      )
      .default("loopback"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    LOGIN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    MEETING_BOOKINGS_PER_ADDRESS: z.coerce.number().int().positive().default(3),
    VISIT_RATE_LIMIT: z.coerce.number().int().positive().default(300),
    CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
    PUBLISH_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
    PUBLISH_CLOCK_AHEAD_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
    REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    OUTBOX_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(["true", "false"]).default("false"),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    SMTP_FROM: optionalText,
    SMTP_TIMEOUT_MS: wholeNumber("SMTP_TIMEOUT_MS", 1000, 300_000).default(45_000),
    CHAT_PROVIDER: z
      .enum(["builtin", "openai", "webhook"], { message: "CHAT_PROVIDER deve ser builtin, openai ou webhook" })
      .default("builtin"),
    CHAT_API_URL: httpUrl("CHAT_API_URL"),
    CHAT_API_KEY: optionalText,
    CHAT_MODEL: optionalText,
    CHAT_WEBHOOK_URL: httpUrl("CHAT_WEBHOOK_URL"),
    CHAT_TIMEOUT_MS: wholeNumber("CHAT_TIMEOUT_MS", 100, 120_000).default(15_000),
    SHUTDOWN_TIMEOUT_MS: wholeNumber("SHUTDOWN_TIMEOUT_MS", 1000, 300_000).default(10_000),
    PAGE_CACHE_MAX_MB: z.coerce
      .number({ message: "PAGE_CACHE_MAX_MB deve ser um número" })
      .min(1, "PAGE_CACHE_MAX_MB deve ser de pelo menos 1")
      .max(4096, "PAGE_CACHE_MAX_MB deve ser de no máximo 4096")
      .default(32),
    PAGE_CACHE_MAX_ENTRIES: wholeNumber("PAGE_CACHE_MAX_ENTRIES", 1, 1_000_000).default(2000),
    HEADERS_TIMEOUT_MS: wholeNumber("HEADERS_TIMEOUT_MS", 1000).default(10_000),
    REQUEST_TIMEOUT_MS: wholeNumber("REQUEST_TIMEOUT_MS", 1000).default(120_000),
    PAGE_CACHE: z.enum(["on", "off"], { message: "PAGE_CACHE deve ser on ou off" }).default("on"),
    CDN_PURGE_URL: httpUrl("CDN_PURGE_URL"),
    CDN_PURGE_KIND: z.enum(["cloudflare", "webhook"], { message: "CDN_PURGE_KIND deve ser cloudflare ou webhook" }).default("webhook"),
    CDN_PURGE_TOKEN: optionalText,
  })
  .superRefine((env, context) => {
    if (env.CHAT_PROVIDER === "openai" && !env.CHAT_API_URL) {
      context.addIssue({ code: "custom", path: ["CHAT_API_URL"], message: "CHAT_API_URL é obrigatório com CHAT_PROVIDER=openai" });
    }
    if (env.CHAT_PROVIDER === "openai" && !env.CHAT_MODEL) {
      context.addIssue({ code: "custom", path: ["CHAT_MODEL"], message: "CHAT_MODEL é obrigatório com CHAT_PROVIDER=openai" });
    }
    if (env.CHAT_PROVIDER === "webhook" && !env.CHAT_WEBHOOK_URL) {
      context.addIssue({ code: "custom", path: ["CHAT_WEBHOOK_URL"], message: "CHAT_WEBHOOK_URL é obrigatório com CHAT_PROVIDER=webhook" });
    }
    if (env.CDN_PURGE_URL && env.CDN_PURGE_KIND === "cloudflare" && !env.CDN_PURGE_TOKEN) {
      context.addIssue({
        code: "custom",
        path: ["CDN_PURGE_TOKEN"],
        message: "CDN_PURGE_TOKEN é obrigatório com CDN_PURGE_KIND=cloudflare",
      });
    }
    if (env.STORAGE === "s3") {
      for (const key of ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) context.addIssue({ code: "custom", path: [key], message: `${key} é obrigatório com STORAGE=s3` });
      }
    }
  });

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  dataDir: string;
  /** Where uploaded files are kept: a folder, or an S3-compatible bucket. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  publicUrl: string;
  /** Express's `trust proxy`: which proxies in front may say who the visitor is (X-Forwarded-For). */
  trustProxy: string | number;
  logLevel: NonNullable<z.infer<typeof envSchema>["LOG_LEVEL"]>;
  /**
   * Password checks in 15 minutes: per address; per e-mail from one address (and per trusted
   * device); per account from every client without that account's device cookie.
   */
  loginRateLimit: { perIp: number; perEmail: number; perAccount: number };
  contact: { ratePerTenMinutes: number; minFillSeconds: number };
  /** Meetings the assistant books per client address in a day. */
  meetingBookingsPerAddress: number;
  /** How often each instance looks for scheduled pages and posts whose time has come. */
  publishCheckSeconds: number;
  /** How far ahead of the real time the scheduler reads its clock: 0 but in the journeys. */
  publishClockAheadSeconds: number;
  /** How often each instance looks for meeting reminders due and the morning digest. */
  reminderCheckSeconds: number;
  /** How often each instance looks for e-mails of the outbox due to be sent (another instance's, or a retry). */
  outboxCheckSeconds: number;
  smtp:
    | {
        host: string;
        port: number;
        secure: boolean;
        user: string | undefined;
        password: string | undefined;
        from: string;
        timeoutMs: number;
      }
    | undefined;
  chat: ChatConfig;
  /** How long a stopping server waits for the requests under way. */
  shutdownTimeoutMs: number;
  /**
   * Whether anonymous public pages are answered from memory (off, every request renders: to
   * measure renders), and what the cache may hold: stored pages (with their keys and compressed
   * copies) and their bytes.
   */
  pageCache: { enabled: boolean; maxBytes: number; maxEntries: number };
  /** How long a client has to send its headers, and its whole request (headers and body). */
  timeouts: { headersMs: number; requestMs: number };
  /** Page views per address in 10 minutes; heartbeats may be twice as many. */
  visitRatePerTenMinutes: number;
  /** Where the tags of changed pages are sent for a CDN to drop its copies; unset, nothing is sent. */
  cdnPurge: CdnPurgeConfig | undefined;
};

/**
 * A purge by cache tag: Cloudflare's API (`POST …/zones/<zone>/purge_cache`, answered with
 * `success`), or any webhook; both get `{"tags": [...]}`, with the token as a Bearer one.
 */
export type CdnPurgeConfig = { url: string; kind: "cloudflare" | "webhook"; token: string | undefined };

/**
 * A folder: DATA_DIR/uploads unless UPLOADS_DIR names one shared by every instance. Or a bucket
 * of any S3-compatible service: AWS S3 without an endpoint, R2, MinIO or Backblaze with one; with
 * a public URL, /uploads/… sends the browser there instead of passing the bytes through.
 */
export type StorageConfig =
  | { driver: "local"; uploadsDir: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl: string | undefined;
    };

/** Which assistant answers the chat: the built-in one, a language model, or a webhook. */
type ChatConfig =
  | { provider: "builtin" }
  | { provider: "openai"; apiUrl: string; apiKey: string | undefined; model: string; timeoutMs: number }
  | { provider: "webhook"; url: string; timeoutMs: number };

class ConfigError extends Error {
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
    storage: storageConfig(env),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    trustProxy: /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    loginRateLimit: {
      perIp: env.LOGIN_RATE_LIMIT_PER_IP,
      perEmail: env.LOGIN_RATE_LIMIT_PER_EMAIL,
      perAccount: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    },
    contact: { ratePerTenMinutes: env.CONTACT_RATE_LIMIT, minFillSeconds: env.CONTACT_MIN_FILL_SECONDS },
    meetingBookingsPerAddress: env.MEETING_BOOKINGS_PER_ADDRESS,
    publishCheckSeconds: env.PUBLISH_CHECK_SECONDS,
    publishClockAheadSeconds: env.PUBLISH_CLOCK_AHEAD_SECONDS,
    reminderCheckSeconds: env.REMINDER_CHECK_SECONDS,
    outboxCheckSeconds: env.OUTBOX_CHECK_SECONDS,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE === "true",
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.SMTP_FROM ?? `Site <no-reply@${env.SMTP_HOST}>`,
          timeoutMs: env.SMTP_TIMEOUT_MS,
        }
      : undefined,
    chat: chatConfig(env),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    pageCache: {
      enabled: env.PAGE_CACHE === "on",
      maxBytes: Math.round(env.PAGE_CACHE_MAX_MB * 1024 * 1024),
      maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    },
    visitRatePerTenMinutes: env.VISIT_RATE_LIMIT,
    timeouts: { headersMs: env.HEADERS_TIMEOUT_MS, requestMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS) },
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, kind: env.CDN_PURGE_KIND, token: env.CDN_PURGE_TOKEN } : undefined,
  };
}

function storageConfig(env: z.infer<typeof envSchema>): StorageConfig {
  if (env.STORAGE === "s3") {
    return {
      driver: "s3",
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION!,
      endpoint: env.S3_ENDPOINT?.replace(/\/$/, ""),
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ""),
    };
  }
  return { driver: "local", uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, "uploads")) };
}

function chatConfig(env: z.infer<typeof envSchema>): ChatConfig {
  if (env.CHAT_PROVIDER === "openai") {
    return {
      provider: "openai",
      apiUrl: env.CHAT_API_URL!,
      apiKey: env.CHAT_API_KEY,
      model: env.CHAT_MODEL!,
      timeoutMs: env.CHAT_TIMEOUT_MS,
    };
  }
  if (env.CHAT_PROVIDER === "webhook") return { provider: "webhook", url: env.CHAT_WEBHOOK_URL!, timeoutMs: env.CHAT_TIMEOUT_MS };
  return { provider: "builtin" };
}

let current: AppConfig | undefined;

/** The process configuration, read from the environment once. */
export function config(): AppConfig {
  current ??= parseConfig(process.env);
  return current;
}
