import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config/env.server";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import type { PageContent } from "~/db/content-types";
import { agentMessages, blogPosts, contactRequests, leads, pages, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { localDiskStorage } from "~/features/uploads/index.server";
import { formatBytes, getSystemCounters, getSystemStatus, listRecentActivities } from "./system-status.server";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute));
const content: PageContent = { image_url: "", catalog_url: "", introduction: "", description: "", sections: [], gallery_images: [] };

describe("sizes in pt-BR", () => {
  it("uses a decimal comma and base-1024 units", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1536)).toBe("1,5 KB");
    expect(formatBytes(12.3 * 1024 * 1024)).toBe("12,3 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
  });
});

describe.each(testDrivers)("system report on %s", (driver) => {
  let uploads: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), "reports-uploads-"));
    await fs.writeFile(path.join(uploads, "a.pdf"), Buffer.alloc(1024));
    await fs.writeFile(path.join(uploads, "b.webp"), Buffer.alloc(512));
    // Neither is an upload: a half-written file and one in a folder the uploads never make.
    await fs.writeFile(path.join(uploads, "c.webp.partial"), Buffer.alloc(256));
    await fs.mkdir(path.join(uploads, "2026"));
    await fs.writeFile(path.join(uploads, "2026", "d.webp"), Buffer.alloc(128));
    await db()
      .insert(users)
      .values([
        { id: "u1", name: "Ana", email: "ana@exemplo.com.br" },
        { id: "u2", name: "Bruno", email: "bruno@exemplo.com.br" },
      ]);
    await db()
      .insert(contactRequests)
      .values([
        { name: "Carla Dias", email: "c@exemplo.com.br", message: "Preço", type: "quote_request", createdAt: at(10) },
        { name: "Davi Lima", email: "d@exemplo.com.br", message: "Oi", createdAt: at(1) },
      ]);
    await db()
      .insert(agentMessages)
      .values([
        { sessionId: "s1", messageType: "user", messageContent: "Olá", timestampMessage: at(2) },
        { sessionId: "s1", messageType: "assistant", messageContent: "Olá!", timestampMessage: at(8) },
        { sessionId: "s2", messageType: "user", messageContent: "Prazo?", timestampMessage: at(3) },
      ]);
    await db()
      .insert(leads)
      .values([
        { name: "Eva Rocha", email: "eva@exemplo.com.br", createdAt: at(9) },
        { name: "Apagado", email: "x@exemplo.com.br", createdAt: at(20), deleted: true },
      ]);
    await db()
      .insert(pages)
      .values([
        { title: "Grade Magnética", slug: "grade", pageType: "produto", content, createdAt: at(0), updatedAt: at(7) },
        { title: "Placa Magnética", slug: "placa", pageType: "produto", content, createdAt: at(4), updatedAt: at(4) },
      ]);
    await db()
      .insert(blogPosts)
      .values({ title: "Novidades", slug: "novidades", content: "x", createdAt: at(6), updatedAt: at(6) });
  });

  afterAll(async () => {
    await closeDatabase();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  it("counts messages, contact requests, pages, posts and staff users from the tables", async () => {
    expect(await getSystemCounters()).toEqual({ agentMessages: 3, contactRequests: 2, pages: 2, blogPosts: 1, users: 2 });
  });

  it("lists the 5 latest activities newest first, one per conversation, without deleted leads", async () => {
    expect(await listRecentActivities()).toEqual([
      { at: at(10), label: "Nova solicitação (Orçamento) de Carla Dias" },
      { at: at(9), label: "Novo lead: Eva Rocha" },
      { at: at(8), label: "Conversa no chat do site: 2 mensagens" },
      { at: at(7), label: "Página 'Grade Magnética' atualizada" },
      { at: at(6), label: "Post 'Novidades' criado" },
    ]);
    expect((await listRecentActivities(9)).slice(5)).toEqual([
      { at: at(4), label: "Página 'Placa Magnética' criada" },
      { at: at(3), label: "Conversa no chat do site: 1 mensagem" },
      { at: at(1), label: "Nova solicitação (Contato) de Davi Lima" },
    ]);
  });

  it("reports the database reachable, the uploads folder, free disk, e-mail and chat as configured", async () => {
    const status = await getSystemStatus(localDiskStorage(uploads), uploads);
    const byLabel = Object.fromEntries(status.map((line) => [line.label, line]));
    expect(byLabel["Banco de dados"]).toEqual({ label: "Banco de dados", value: "Conectado", state: "ok" });
    expect(byLabel["Tamanho do banco de dados"]?.value).toMatch(/^\d+(,\d)? (KB|MB|GB)$/);
    expect(byLabel["Arquivos enviados"]?.value).toBe("1,5 KB em 2 arquivos");
    expect(byLabel["Espaço livre em disco"]).toMatchObject({ state: "ok", value: expect.stringMatching(/^\d+(,\d)? (B|KB|MB|GB|TB)$/) });
    const smtp = config().smtp;
    expect(byLabel["E-mail"]?.value).toBe(smtp ? `Configurado (${smtp.host})` : "Não configurado: as solicitações ficam só no painel");
    const chat = config().chat;
    const assistant =
      chat.provider === "openai"
        ? `Modelo de linguagem (${chat.model})`
        : chat.provider === "webhook"
          ? "Serviço externo (webhook)"
          : "Atendente integrado";
    expect(byLabel["Atendente do chat"]?.value).toBe(assistant);
    const missing = path.join(uploads, "ainda-nao-existe");
    expect((await getSystemStatus(localDiskStorage(missing), missing))[2]).toMatchObject({ value: "0 B em 0 arquivos", state: "ok" });
  });
});
