import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { formAction, readFormData } from "./form-action.server";

const post = (body: string) =>
  new Request("http://localhost/contato", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

const schema = z.object({ name: z.string({ error: "Obrigatório" }).min(1, "Obrigatório") });

describe("readFormData", () => {
  it("reads a form as sent", async () => {
    const form = await readFormData(post("name=Ana&items[2].title=Grade"));
    expect([...form]).toEqual([
      ["name", "Ana"],
      ["items[2].title", "Grade"],
    ]);
  });

  it("reads a body that is no form as an empty form", async () => {
    const request = new Request("http://localhost/contato", {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "{}",
    });
    expect([...(await readFormData(request))]).toEqual([]);
  });

  it.each(["name[20000000]=x", "items[0]=a&items.20000000=b", `${"n".repeat(201)}=x`])(
    "reads names no form of ours has (%s) as an empty form",
    async (body) => {
      expect([...(await readFormData(post(`name=Ana&${body}`)))]).toEqual([]);
    },
  );
});

describe("formAction", () => {
  it("answers a list index of twenty million with the missing fields, in a few bytes, saving nothing", async () => {
    let saved = false;
    const response = await formAction(post("name[20000000]=x"), schema, async () => {
      saved = true;
      return { ok: true };
    });
    expect(saved).toBe(false);
    expect(response.init?.status).toBe(400);
    const text = JSON.stringify(response.data);
    expect(text.length).toBeLessThan(1000);
    expect(text).toContain("Obrigatório");
  });
});
