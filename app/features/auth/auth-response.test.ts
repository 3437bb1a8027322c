import { describe, expect, it } from "vitest";
import { withJsonBody } from "./auth-response";

describe("answers of the auth endpoints", () => {
  it("gives an empty 404 the API's JSON envelope", async () => {
    const answer = withJsonBody(new Response(null, { status: 404 }));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { message: "Recurso não encontrado", code: "not_found" } });
  });

  it("gives an empty refusal JSON with its status", async () => {
    const answer = withJsonBody(new Response("", { status: 405 }));
    expect(answer.status).toBe(405);
    expect(await answer.json()).toEqual({ error: { message: "Requisição inválida.", code: "auth_refused" } });
  });

  it("leaves JSON answers and successes as they are", async () => {
    const refusal = Response.json({ code: "INVALID_EMAIL" }, { status: 400 });
    const success = new Response("ok");
    expect(withJsonBody(refusal)).toBe(refusal);
    expect(withJsonBody(success)).toBe(success);
  });
});
