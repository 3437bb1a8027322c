import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addWeeks } from "date-fns/addWeeks";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { format } from "date-fns/format";
import { nextFriday } from "date-fns/nextFriday";
import { startOfDay } from "date-fns/startOfDay";
import type { Locator, Page } from "@playwright/test";
import { isDayOff } from "~/features/business-days";
import { businessTimeZone, formatDay, formatLongDateTime } from "~/lib/dates";
import { openChat, uniqueName } from "./chat-lead";
import { expect, test } from "./test";

const today = () => startOfDay(new TZDate(Date.now(), businessTimeZone));
const isWorkday = (day: Date) => day.getDay() >= 1 && day.getDay() <= 5 && !isDayOff(format(day, "yyyy-MM-dd"), []);

/**
 * The Friday the visitor names: the next one ("sexta"), or the one after ("sexta da semana que
 * vem") when the next is tomorrow, whose first slots the journeys beside this one book, or a holiday.
 */
function friday() {
  const next = nextFriday(today());
  if (differenceInCalendarDays(next, today()) > 1 && isWorkday(next)) return { words: "sexta", day: next };
  const following = addWeeks(next, 1);
  if (!isWorkday(following)) throw new Error(`Neither ${format(next, "dd/MM")} nor ${format(following, "dd/MM")} is a business day`);
  return { words: "sexta da semana que vem", day: following };
}

/** Opens the chat as a new visitor at a width and identifies them, up to the first free slots. */
async function visitorAtSlots(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto("/");
  // On a phone the floating buttons wait for the cookie banner's answer.
  await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Recusar" }).click();
  const { chat, say } = await openChat(page);
  const name = uniqueName("Helena");
  await say("Quero agendar uma reunião", "qual é o seu nome?");
  await say(`Meu nome é ${name}`, "Qual é o seu e-mail?");
  await say(`${name.toLowerCase().replace(/\s+/g, ".")}@exemplo.com.br`, "qual é o seu telefone com DDD?");
  await say("(19) 99876-5432", "Estes são os próximos horários livres");
  // The offer tells how to ask for another day.
  await expect(chat.getByText("Prefere outro dia? Escreva, por exemplo, “sexta às 10h” ou “dia 3 de manhã”.").last()).toBeVisible();
  return { chat, say, slots: chat.getByRole("group", { name: "Horários livres" }).getByRole("button") };
}

/** The dates ("27/11") and hours on the slot buttons offered last: "sexta, 27/11 às 09:00". */
async function offered(slots: Locator) {
  return (await slots.allTextContents()).map((text) => {
    const [, date, hour] = /(\d{2}\/\d{2}) às (\d{2}):\d{2}/.exec(text)!;
    return { date: date!, hour: Number(hour) };
  });
}

for (const { width, height, time } of [
  { width: 1280, height: 800, time: "10h" },
  { width: 375, height: 812, time: "10h30" },
]) {
  test(`at ${width}px a visitor asks 'Pode ser na sexta às ${time}?' and gets that Friday's slot booked`, async ({
    page,
    watcher,
  }, testInfo) => {
    const { chat, say } = await visitorAtSlots(page, width, height);
    const { words, day } = friday();
    const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 10, time === "10h" ? 0 : 30, businessTimeZone);
    await page.screenshot({ path: testInfo.outputPath(`oferta-${width}.png`) });
    await say(`Pode ser na ${words} às ${time}?`, `Pedido de reunião para ${formatLongDateTime(at)} (horário de Brasília) recebido`);
    await expect(chat.getByRole("group", { name: "Horários livres" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`sexta-${width}.png`) });
    // The chat answers in its bubbles, never with an alert.
    expect(watcher.seen("alert")).toEqual([]);
  });

  test(`at ${width}px a visitor asks for 'amanhã de manhã' and is offered that morning, then other days`, async ({
    page,
    watcher,
  }, testInfo) => {
    const { chat, say, slots } = await visitorAtSlots(page, width, height);
    const tomorrow = addDays(today(), 1);
    const morning = isWorkday(tomorrow)
      ? `Para ${formatDay(tomorrow)}, de manhã, estes são os horários livres`
      : `Não há horários livres para ${formatDay(tomorrow)}, de manhã.`;
    await say("amanhã de manhã", morning);
    const first = await offered(slots);
    expect(first.length).toBeGreaterThan(0);
    if (isWorkday(tomorrow)) {
      for (const slot of first) expect(slot).toEqual({ date: format(tomorrow, "dd/MM"), hour: expect.any(Number) });
      expect(Math.max(...first.map((slot) => slot.hour))).toBeLessThan(12);
    }
    // The slot buttons fit the chat at this width.
    const box = (await chat.boundingBox())!;
    for (const button of await slots.all()) {
      const edge = (await button.boundingBox())!;
      expect(edge.x + edge.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await page.screenshot({ path: testInfo.outputPath(`amanha-${width}.png`) });

    await say("outro dia", "Estes são os próximos horários livres para uma reunião");
    const later = await offered(slots);
    expect(later.length).toBeGreaterThan(0);
    expect(later.map((slot) => slot.date)).not.toContain(first.at(-1)!.date);
    await page.screenshot({ path: testInfo.outputPath(`outro-dia-${width}.png`) });
    expect(watcher.seen("alert")).toEqual([]);
  });
}
