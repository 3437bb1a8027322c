import { describe, expect, it } from "vitest";
import { deleteErrorMessage, saveErrorMessage } from "./feedback";

describe("blog feedback", () => {
  it("turns a taken slug into the spec's message and other failures into 'Erro ao salvar post'", () => {
    expect(saveErrorMessage({ code: "slug_taken", message: "Já existe um post com este slug" })).toBe(
      "Erro: O slug informado já está em uso. Por favor, escolha outro.",
    );
    expect(saveErrorMessage({ code: "not_found", message: "Post não encontrado ou não existe." })).toBe(
      "Erro ao salvar post: Post não encontrado ou não existe.",
    );
    expect(saveErrorMessage({})).toBe("Erro ao salvar post: Ocorreu um erro desconhecido.");
  });

  it("names the reason a delete failed, or says it is unknown", () => {
    expect(deleteErrorMessage("Post não encontrado ou não existe.")).toBe("Erro ao excluir post: Post não encontrado ou não existe.");
    expect(deleteErrorMessage()).toBe("Erro desconhecido ao excluir post");
  });
});
