import { openLead, signIn } from "./fixtures";
import { axeViolations } from "./axe";
import { expect, expecting, hydrated, test } from "./test";

test.use(expecting({ toast: "Tarefa criada.", type: "success" }, { toast: "Tarefa concluída.", type: "success" }));

/** Today in São Paulo as a `datetime-local` value at that time. */
function todayAt(time: string) {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  return { value: `${day}T${time}`, shown: `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${time}` };
}

test("a task created on a lead shows in 'Minhas tarefas' on the dashboard, and is marked done from the lead", async ({ page }) => {
  test.slow();
  const name = `Tarsila ${`${Date.now()}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
  const sent = await page.request.post("/api/contact-requests", {
    data: {
      name,
      email: `tarsila.${Date.now()}@cliente.exemplo.com.br`,
      message: "Preciso de um filtro magnético.",
      type: "quote_request",
      website: "",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
  await openLead(page, name);

  const tasks = page.getByRole("region", { name: "Tarefas" });
  await expect(tasks.getByText("Nenhuma tarefa.")).toBeVisible();
  await tasks.getByRole("button", { name: "Criar tarefa" }).click();
  await expect(tasks.getByText("Informe o dia e a hora da tarefa, como 25/11/2026 09:00.")).toBeVisible();
  const due = todayAt("23:59");
  await tasks.getByLabel("Tipo").selectOption({ label: "Ligar" });
  await tasks.getByLabel("Quando").fill(due.value);
  await tasks.getByLabel("Nota (opcional)").fill("Confirmar a vazão da linha.");
  await tasks.getByRole("button", { name: "Criar tarefa" }).click();
  await expect(page.getByText("Tarefa criada.")).toBeVisible();
  const list = tasks.getByRole("list", { name: "Tarefas do lead" });
  await expect(list).toContainText(`Ligar · ${due.shown}`);
  await expect(list).toContainText("Confirmar a vazão da linha.");
  await expect(tasks.getByLabel("Nota (opcional)")).toHaveValue("");
  expect(await axeViolations(page)).toEqual([]);

  await signIn(page, "/admin");
  const mine = page.getByRole("region", { name: "Hoje" });
  await expect(page.getByRole("heading", { name: "Minhas tarefas" })).toBeVisible();
  await expect(mine).toContainText(`${due.shown} · Ligar`);
  await mine.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);

  await page.getByRole("button", { name: `Concluir tarefa Ligar de ${due.shown}` }).click();
  await expect(page.getByText("Tarefa concluída.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Reabrir tarefa Ligar de ${due.shown}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Linha do tempo" })).toContainText(`Tarefa concluída: Ligar em ${due.shown}`);

  await signIn(page, "/admin");
  await expect(page.getByRole("region", { name: "Hoje" }).getByRole("link", { name })).toHaveCount(0);
});
