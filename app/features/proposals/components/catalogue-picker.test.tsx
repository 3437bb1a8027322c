import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CataloguePicker, type PickedItem } from "./catalogue-picker";

const items: PickedItem[] = [
  { id: "1", title: "Grade Magnética de Neodímio", badge: "Produto", priceCents: 125_000 },
  { id: "2", title: "Grade Magnética Gaveta", badge: "Importado", priceCents: null },
];

/** The catalogue search of the staff API; the addresses it was asked. */
function serveCatalogue(answer: () => Response = () => Response.json({ items })) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => answer());
}

function renderPicker() {
  const onPick = vi.fn();
  render(<CataloguePicker onPick={onPick} />);
  return { onPick, user: userEvent.setup(), search: screen.getByRole("searchbox", { name: "Adicionar do catálogo" }) };
}

describe("the catalogue picker of a proposal", () => {
  it("searches from the second letter, once the typing stops, and says how many it found", async () => {
    const fetch = serveCatalogue();
    const { user, search } = renderPicker();
    expect(search).toHaveAccessibleDescription("Digite ao menos 2 letras.");
    await user.type(search, "g");
    // Longer than the pause the search waits for after the last key.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).not.toHaveBeenCalled();
    expect(search).toHaveAccessibleDescription("Digite ao menos 2 letras.");
    await user.type(search, "rade");
    const results = await screen.findByRole("list", { name: "Resultados do catálogo" });
    expect(search).toHaveAccessibleDescription("2 resultados");
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/api/admin/propostas/catalogo?q=grade", expect.anything());
    const [first, second] = within(results).getAllByRole("button");
    expect(first).toHaveTextContent("Adicionar Grade Magnética de NeodímioProduto · R$ 1.250,00");
    expect(second).toHaveTextContent("Adicionar Grade Magnética GavetaImportado · sem preço");
  });

  it("adds the result chosen and clears the search for the next one", async () => {
    serveCatalogue();
    const { onPick, user, search } = renderPicker();
    await user.type(search, "grade");
    await user.click(await screen.findByRole("button", { name: /^Adicionar Grade Magnética Gaveta/ }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(items[1]);
    expect(search).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Resultados do catálogo" })).not.toBeInTheDocument();
  });

  it("says when the search fails", async () => {
    serveCatalogue(() => new Response("", { status: 500 }));
    const { user, search } = renderPicker();
    await user.type(search, "grade");
    expect(await screen.findByText("Não foi possível buscar no catálogo. Tente novamente.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
