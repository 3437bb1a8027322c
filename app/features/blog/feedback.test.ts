import { describe, expect, it } from "vitest";
import { deleteErrorMessage } from "./feedback";

describe("blog feedback", () => {
  it("names the reason a delete failed, or says it is unknown", () => {
    expect(deleteErrorMessage("Post não encontrado ou não existe.")).toBe("Erro ao excluir post: Post não encontrado ou não existe.");
    expect(deleteErrorMessage()).toBe("Erro desconhecido ao excluir post");
  });
});
