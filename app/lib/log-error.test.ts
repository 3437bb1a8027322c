import { describe, expect, it } from "vitest";
import { errorWithoutVisitorText } from "./log-error";

describe("errors as the log keeps them", () => {
  it("keeps a failed query's SQL and code, not its parameters or the database's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: "23505",
      detail: "Key (email)=(joana@cliente.exemplo.com.br) already exists.",
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: joana@cliente.exemplo.com.br', { cause }),
      {
        query: 'insert into "users" ("email") values ($1)',
        params: ["joana@cliente.exemplo.com.br"],
      },
    );
    const logged = errorWithoutVisitorText(error);
    expect(JSON.stringify(logged)).not.toContain("joana");
    expect(logged).toMatchObject({
      type: "Error",
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: { code: "23505" },
    });
    expect(logged.stack).toMatch(/^ {4}at /);
  });

  it("leaves out the value a library quotes in its message", () => {
    const logged = errorWithoutVisitorText(new Error('invalid input syntax for type uuid: "texto-do-visitante"'));
    expect(logged.message).toBe("invalid input syntax for type uuid: …");
    expect(JSON.stringify(logged)).not.toContain("texto-do-visitante");
  });

  it("keeps the message of an error that quotes nothing", () => {
    expect(errorWithoutVisitorText(new Error("banco fora do ar")).message).toBe("banco fora do ar");
  });
});
