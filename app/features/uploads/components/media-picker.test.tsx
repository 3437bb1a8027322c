import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/ui/toaster";
import { maxUploadBytes } from "../rules";
import { MediaPicker } from "./media-picker";

const library = [
  { name: "tambor.webp", url: "/uploads/tambor.webp", originalName: "tambor.jpg", alt: "Tambor magnético", width: 1200, height: 800 },
  { name: "grade.webp", url: "/uploads/grade.webp", originalName: "grade.jpg", alt: "", width: 1200, height: 800 },
];

/** The media API as the picker meets it: the library on GET, the alt text saved on POST. */
function serveLibrary({ images = library, fails = false } = {}) {
  const saved: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    if (init?.method === "POST") {
      saved.push(JSON.parse(String(init.body)));
      return Response.json({ ok: true });
    }
    return fails ? new Response("", { status: 500 }) : Response.json({ images });
  });
  return saved;
}

function renderPicker(current = "/uploads/tambor.webp") {
  const onPick = vi.fn();
  render(
    <>
      <MediaPicker label="Imagem de capa" triggerLabel="Biblioteca de mídia" current={current} onPick={onPick} />
      <Toaster />
    </>,
  );
  return { onPick, user: userEvent.setup(), trigger: screen.getByRole("button", { name: "Biblioteca de mídia: imagem de capa" }) };
}

async function openLibrary(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  const dialog = screen.getByRole("dialog", { name: "Biblioteca de mídia" });
  await within(dialog).findByRole("list", { name: "Imagens da biblioteca" });
  return within(dialog);
}

describe("the media picker", () => {
  it("opens on its trigger, loads the library and comes with the field's image chosen, its alt text ready to edit", async () => {
    serveLibrary();
    const { user, trigger } = renderPicker();
    const dialog = await openLibrary(user, trigger);
    expect(dialog.getByRole("button", { name: "tambor.jpg" })).toHaveAttribute("aria-pressed", "true");
    expect(dialog.getByRole("button", { name: "grade.jpg" })).toHaveAttribute("aria-pressed", "false");
    expect(dialog.getByLabelText("Texto alternativo")).toHaveValue("Tambor magnético");
    expect(dialog.getByLabelText("Texto alternativo")).toHaveAccessibleDescription(/^Descreva "tambor.jpg" para quem não a vê/);
  });

  it("uses the image chosen with the alt text written, saves that text, and closes giving focus back", async () => {
    const saved = serveLibrary();
    const { onPick, user, trigger } = renderPicker();
    const dialog = await openLibrary(user, trigger);
    await user.click(dialog.getByRole("button", { name: "grade.jpg" }));
    expect(dialog.getByRole("button", { name: "grade.jpg" })).toHaveAttribute("aria-pressed", "true");
    expect(dialog.getByRole("button", { name: "tambor.jpg" })).toHaveAttribute("aria-pressed", "false");
    await user.type(dialog.getByLabelText("Texto alternativo"), "Grade magnética de neodímio");
    await user.click(dialog.getByRole("button", { name: "Usar imagem" }));

    expect(await screen.findByText("Imagem escolhida")).toBeInTheDocument();
    expect(saved).toEqual([{ name: "grade.webp", alt: "Grade magnética de neodímio" }]);
    expect(onPick).toHaveBeenCalledExactlyOnceWith("/uploads/grade.webp");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("refuses an alt text over 250 characters, keeping the dialog open", async () => {
    const saved = serveLibrary();
    const { onPick, user, trigger } = renderPicker();
    const dialog = await openLibrary(user, trigger);
    const alt = dialog.getByLabelText("Texto alternativo");
    await user.clear(alt);
    await user.click(alt);
    await user.paste("x".repeat(251));
    await user.click(dialog.getByRole("button", { name: "Usar imagem" }));
    expect(alt).toHaveAccessibleDescription(/Use no máximo 250 caracteres/);
    expect(alt).toBeInvalid();
    expect(onPick).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("offers nothing to use until an image is chosen, and closes on Escape without choosing", async () => {
    serveLibrary();
    const { onPick, user, trigger } = renderPicker("");
    const dialog = await openLibrary(user, trigger);
    expect(dialog.getByRole("button", { name: "Usar imagem" })).toBeDisabled();
    expect(dialog.queryByLabelText("Texto alternativo")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
  });

  it("says when the library cannot be loaded, or is empty", async () => {
    serveLibrary({ fails: true });
    const { user, trigger } = renderPicker();
    await user.click(trigger);
    expect(await screen.findByText("Não foi possível carregar a biblioteca de mídia. Tente novamente.")).toBeInTheDocument();
    await user.keyboard("{Escape}");

    serveLibrary({ images: [] });
    await user.click(trigger);
    expect(await screen.findByText("Nenhuma imagem na biblioteca. Envie a primeira acima.")).toBeInTheDocument();
  });

  it("refuses a file over 10 MB before sending it", async () => {
    serveLibrary();
    const { user, trigger } = renderPicker();
    const dialog = await openLibrary(user, trigger);
    const big = new File([new Uint8Array(maxUploadBytes + 1)], "enorme.png", { type: "image/png" });
    await user.upload(dialog.getByLabelText("Enviar nova imagem para imagem de capa"), big);
    expect(dialog.getByRole("status")).toHaveTextContent("Falha no upload: Arquivo muito grande. Máximo permitido: 10MB");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
