import fs from "node:fs/promises";
import path from "node:path";
import { count, desc, eq, max, sql } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { agentMessages, blogPosts, contactRequests, leads, pages, users } from "~/db/schema";
import { requestTypeLabel } from "~/features/contact";
import { fileStorage, type FileStorage } from "~/features/uploads/index.server";

export type SystemCounters = { agentMessages: number; contactRequests: number; pages: number; blogPosts: number; users: number };
export type StatusLine = { label: string; value: string; state: "ok" | "aviso" | "erro" };
export type RecentActivity = { at: Date; label: string };

const units = ["B", "KB", "MB", "GB", "TB"];
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** Bytes in pt-BR, base 1024: "12,3 MB". */
export function formatBytes(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}

export async function getSystemCounters(): Promise<SystemCounters> {
  const total = async (query: Promise<Array<{ total: number }>>) => (await query)[0]?.total ?? 0;
  const [messages, contacts, pageCount, posts, staff] = await Promise.all([
    total(db().select({ total: count() }).from(agentMessages)),
    total(db().select({ total: count() }).from(contactRequests)),
    total(db().select({ total: count() }).from(pages)),
    total(db().select({ total: count() }).from(blogPosts)),
    total(db().select({ total: count() }).from(users)),
  ]);
  return { agentMessages: messages, contactRequests: contacts, pages: pageCount, blogPosts: posts, users: staff };
}

/** What the storage holds, counted from its own list: a folder or a bucket alike. */
async function storedSize(storage: FileStorage): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for await (const file of storage.list()) {
    bytes += file.size;
    files += 1;
  }
  return { bytes, files };
}

/** The disk that fills up here: the uploads folder's, or with a bucket the data folder's (database, resized images). */
function localFolder() {
  const { storage, dataDir } = config();
  return storage.driver === "local" ? storage.uploadsDir : dataDir;
}

/** Free space on the disk that holds `folder`, or its nearest existing parent. */
async function freeSpace(folder: string) {
  let current = path.resolve(folder);
  for (;;) {
    try {
      const stats = await fs.statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === current) throw error;
      current = parent;
    }
  }
}

async function line(label: string, read: () => Promise<Omit<StatusLine, "label">>): Promise<StatusLine> {
  try {
    return { label, ...(await read()) };
  } catch {
    return { label, value: "Não foi possível verificar", state: "erro" };
  }
}

export async function getSystemStatus(storage = fileStorage(), disk = localFolder()): Promise<StatusLine[]> {
  const { smtp, chat } = config();
  const reachable = await line("Banco de dados", async () => {
    await db().execute(sql`select 1`);
    return { value: "Conectado", state: "ok" };
  });
  const lines = await Promise.all([
    line("Tamanho do banco de dados", async () => {
      const [row] = await queryRows<{ size: string | number }>(db(), sql`select pg_database_size(current_database())::bigint as size`);
      const size = Number(row?.size ?? 0);
      return { value: formatBytes(size), state: "ok" };
    }),
    line("Arquivos enviados", async () => {
      const { bytes, files } = await storedSize(storage);
      return { value: `${formatBytes(bytes)} em ${files} ${files === 1 ? "arquivo" : "arquivos"}`, state: "ok" };
    }),
    line("Espaço livre em disco", async () => ({ value: formatBytes(await freeSpace(disk)), state: "ok" })),
  ]);
  const email: StatusLine = smtp
    ? { label: "E-mail", value: `Configurado (${smtp.host})`, state: "ok" }
    : { label: "E-mail", value: "Não configurado: as solicitações ficam só no painel", state: "aviso" };
  const assistant =
    chat.provider === "openai"
      ? `Modelo de linguagem (${chat.model})`
      : chat.provider === "webhook"
        ? "Serviço externo (webhook)"
        : "Atendente integrado";
  return [reachable, ...lines, email, { label: "Atendente do chat", value: assistant, state: "ok" }];
}

/** The latest changes across contact requests, chat conversations, leads, pages and posts. */
export async function listRecentActivities(limit = 5): Promise<RecentActivity[]> {
  const [contacts, conversations, newLeads, pageRows, postRows] = await Promise.all([
    db()
      .select({ at: contactRequests.createdAt, name: contactRequests.name, type: contactRequests.type })
      .from(contactRequests)
      .orderBy(desc(contactRequests.createdAt))
      .limit(limit),
    db()
      .select({ at: max(agentMessages.timestampMessage), messages: count() })
      .from(agentMessages)
      .groupBy(agentMessages.sessionId)
      .orderBy(desc(max(agentMessages.timestampMessage)))
      .limit(limit),
    db()
      .select({ at: leads.createdAt, name: leads.name })
      .from(leads)
      .where(eq(leads.deleted, false))
      .orderBy(desc(leads.createdAt))
      .limit(limit),
    db()
      .select({ at: pages.updatedAt, createdAt: pages.createdAt, title: pages.title })
      .from(pages)
      .orderBy(desc(pages.updatedAt))
      .limit(limit),
    db()
      .select({ at: blogPosts.updatedAt, createdAt: blogPosts.createdAt, title: blogPosts.title })
      .from(blogPosts)
      .orderBy(desc(blogPosts.updatedAt))
      .limit(limit),
  ]);
  const changed = (row: { at: Date; createdAt: Date }, created: string, updated: string) =>
    row.at.getTime() === row.createdAt.getTime() ? created : updated;
  const activities: RecentActivity[] = [
    ...contacts.map((row) => ({ at: row.at, label: `Nova solicitação (${requestTypeLabel(row.type)}) de ${row.name}` })),
    ...conversations.flatMap((row) =>
      row.at
        ? [{ at: new Date(row.at), label: `Conversa no chat do site: ${row.messages} ${row.messages === 1 ? "mensagem" : "mensagens"}` }]
        : [],
    ),
    ...newLeads.map((row) => ({ at: row.at, label: `Novo lead: ${row.name}` })),
    ...pageRows.map((row) => ({ at: row.at, label: `Página '${row.title}' ${changed(row, "criada", "atualizada")}` })),
    ...postRows.map((row) => ({ at: row.at, label: `Post '${row.title}' ${changed(row, "criado", "atualizado")}` })),
  ];
  return activities.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
