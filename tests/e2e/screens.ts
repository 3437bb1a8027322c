import type { Page } from "@playwright/test";

/** Every kind of public page: the lists, one page of each catalogue type, a post, the policies and a 404. */
export const publicScreens = [
  "/",
  "/produtos",
  "/servicos",
  "/importados",
  "/produtos/grade-magnetica-neodimio",
  "/servicos/balanceamento-dinamico-de-rotores",
  "/importados/eletroima-de-elevacao",
  "/blog",
  "/blog/como-escolher-uma-grade-magnetica",
  "/quem-somos",
  "/contato",
  "/politicas",
  "/caminho-que-nao-existe",
];

/** Every staff screen, an editor of a seeded page and the panel's 404 included. */
export const adminScreens = [
  "/admin",
  "/admin/pages",
  "/admin/pages/new",
  "/admin/pages/grade-magnetica-neodimio/edit",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/policies",
  "/admin/messages",
  "/admin/agent-messages",
  "/admin/leads?reuniao=marcada",
  "/admin/leads/novo",
  "/admin/leads/importar",
  "/admin/leads?vista=quadro",
  "/admin/settings",
  "/admin/conta",
  "/admin/home-page",
  "/admin/about-page",
  "/admin/special-pages",
  "/admin/reports",
  "/admin/reports?aba=sales",
  "/admin/team",
  "/admin/activity",
  "/admin/media",
  "/admin/nao-existe",
];

/** How many pixels the page is wider than the screen: 0 when nothing sticks out sideways. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
