import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      trigger={<Button variant="danger">Excluir</Button>}
      title="Excluir página?"
      description="A página sai do site e não pode ser recuperada."
      confirmLabel="Excluir página"
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe("the confirm dialog", () => {
  it("opens on its trigger with its question, and focus moves into it", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Excluir" }));
    const dialog = screen.getByRole("alertdialog", { name: "Excluir página?" });
    expect(dialog).toHaveAccessibleDescription("A página sai do site e não pode ser recuperada.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape without confirming, and gives focus back to its trigger", async () => {
    const { user, onConfirm } = renderDialog();
    const trigger = screen.getByRole("button", { name: "Excluir" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms once on its button and closes", async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Excluir" }));
    await user.click(screen.getByRole("button", { name: "Excluir página" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
