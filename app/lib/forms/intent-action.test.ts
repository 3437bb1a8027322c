import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { refuse } from "../action-result";
import { intent, intentAction, unknownIntentMessage } from "./intent-action.server";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/itens", { method: "POST", body: new URLSearchParams(fields) });

const postJson = (body: unknown) =>
  new Request("http://localhost/admin/itens", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const noteSchema = z.object({ itemId: z.string(), body: z.string().trim().min(1, "Escreva a nota.") });
const itemSchema = z.object({ itemId: z.string().min(1, "Item não encontrado.") });

/** A screen with two intents; `ran` lists what the saves were given. */
function screen() {
  const ran: unknown[] = [];
  const action = (request: Request) =>
    intentAction(
      request,
      {
        note: intent(
          noteSchema,
          async (note) => {
            ran.push(note);
            return note.body === "recusada" ? refuse(409, "Nota recusada.", { body: "Nota recusada." }) : { ok: true, words: 1 };
          },
          { done: ({ words }) => `Nota salva (${words} palavra).`, resetForm: true },
        ),
        remove: intent(
          itemSchema,
          async ({ itemId }) => {
            ran.push(itemId);
            if (itemId === "outro") throw redirect("/admin/itens/outro");
            if (itemId === "quebra") throw new Error("banco fora do ar");
            return { ok: true };
          },
          { done: "Item excluído." },
        ),
      },
      { item: "itemId" },
    );
  return { ran, action };
}

async function answer(response: ReturnType<ReturnType<typeof screen>["action"]>) {
  const { data, init } = await response;
  return { ...data, httpStatus: init?.status ?? 200 };
}

describe("intentAction", () => {
  it("runs the save its intent names and answers its result, message, intent and item", async () => {
    const { ran, action } = screen();
    expect(await answer(action(post({ intent: "note", itemId: "a1", body: " Ligar amanhã " })))).toMatchObject({
      httpStatus: 200,
      ok: true,
      intent: "note",
      item: "a1",
      words: 1,
      message: "Nota salva (1 palavra).",
      result: { status: "success", initialValue: null },
    });
    expect(ran).toEqual([{ itemId: "a1", body: "Ligar amanhã" }]);
    expect(await answer(action(post({ intent: "remove", itemId: "a1" })))).toMatchObject({ ok: true, message: "Item excluído." });
  });

  it.each<Record<string, string>>([{}, { intent: "" }, { intent: "toString" }, { intent: "apagar-tudo" }])(
    "refuses an unknown intent (%o) with 400 and runs nothing",
    async (fields) => {
      const { ran, action } = screen();
      expect(await answer(action(post({ ...fields, itemId: "a1" })))).toMatchObject({
        httpStatus: 400,
        ok: false,
        intent: null,
        item: "a1",
        message: unknownIntentMessage,
        result: { status: "error", error: { "": [unknownIntentMessage] } },
      });
      expect(ran).toEqual([]);
    },
  );

  it("refuses what the intent's schema refuses, with the field's message, and runs nothing", async () => {
    const { ran, action } = screen();
    const refused = await answer(action(post({ intent: "note", itemId: "a1", body: "   " })));
    expect(refused).toMatchObject({ httpStatus: 400, ok: false, intent: "note", message: "Escreva a nota." });
    expect(refused.result.error).toMatchObject({ body: ["Escreva a nota."] });
    expect(ran).toEqual([]);
  });

  it("answers the save's refusal with its status, on its field, keeping what was sent", async () => {
    const { action } = screen();
    const refused = await answer(action(post({ intent: "note", itemId: "a1", body: "recusada" })));
    expect(refused).toMatchObject({ httpStatus: 409, ok: false, status: 409, message: "Nota recusada." });
    expect(refused.result).toMatchObject({
      error: { "": ["Nota recusada."], body: ["Nota recusada."] },
      initialValue: { intent: "note", body: "recusada" },
    });
  });

  it("refuses a NUL character before any save", async () => {
    const { ran, action } = screen();
    expect(await answer(action(post({ intent: "note", itemId: "a1", body: "oi\u0000" })))).toMatchObject({
      httpStatus: 400,
      ok: false,
      message: "O texto contém um caractere inválido (nulo).",
    });
    expect(ran).toEqual([]);
  });

  it("reads a command posted as JSON as a form of its values, and nothing nested", async () => {
    const { ran, action } = screen();
    expect(await answer(action(postJson({ intent: "remove", itemId: "a2" })))).toMatchObject({ ok: true, item: "a2" });
    expect(await answer(action(postJson({ intent: "remove", itemId: { $ne: "" } })))).toMatchObject({ httpStatus: 400 });
    expect(await answer(action(postJson(["remove"])))).toMatchObject({ httpStatus: 400, message: unknownIntentMessage });
    expect(ran).toEqual(["a2"]);
  });

  it("lets a save's redirect through, and answers an unexpected failure with 500", async () => {
    const { action } = screen();
    const thrown = await action(post({ intent: "remove", itemId: "outro" })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/admin/itens/outro");
    expect(await answer(action(post({ intent: "remove", itemId: "quebra" })))).toMatchObject({
      httpStatus: 500,
      ok: false,
      message: "Erro inesperado. Tente novamente.",
    });
  });
});
