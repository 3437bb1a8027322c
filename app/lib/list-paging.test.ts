import { describe, expect, it } from "vitest";
import { isCanonicalPaging, listPagingHref, readListPaging, readPage, staffListSizes } from "./list-paging";

const read = (query: string) => readListPaging(new URLSearchParams(query), staffListSizes);

describe("readListPaging", () => {
  it("reads the page and one of the list's sizes from the address", () => {
    expect(read("pagina=3&tamanho=50")).toEqual({ page: 3, size: 50 });
  });

  it("falls back to the first page at the list's size for anything else", () => {
    for (const query of ["", "pagina=0&tamanho=7", "pagina=-2&tamanho=abc", "pagina=2.5e400", "pagina=x&tamanho=100000"]) {
      expect(read(query)).toEqual({ page: 1, size: 20 });
    }
    expect(read("pagina=2.7")).toEqual({ page: 2, size: 20 });
    expect(read("pagina=99999999999")).toEqual({ page: 100_000, size: 20 });
  });
});

describe("listPagingHref", () => {
  it("keeps the list's other parameters and leaves the defaults out", () => {
    const search = new URLSearchParams("q=grade&pagina=4&tamanho=50");
    expect(listPagingHref("/admin/messages", search, { page: 2, size: 50 }, staffListSizes)).toBe(
      "/admin/messages?q=grade&tamanho=50&pagina=2",
    );
    expect(listPagingHref("/admin/messages", search, { page: 1, size: 20 }, staffListSizes)).toBe("/admin/messages?q=grade");
    expect(listPagingHref("/admin/messages", new URLSearchParams(), { page: 1, size: 20 }, staffListSizes)).toBe("/admin/messages");
  });

  it("uses the list's own parameters where two lists share an address", () => {
    const leads = { ...staffListSizes, pageParam: "pagina_leads", sizeParam: "tamanho_leads" };
    const search = new URLSearchParams("aba=leads&pagina=3");
    expect(readListPaging(new URLSearchParams("pagina=3&pagina_leads=2&tamanho_leads=50"), leads)).toEqual({ page: 2, size: 50 });
    expect(listPagingHref("/admin/agent-messages", search, { page: 2, size: 20 }, leads)).toBe(
      "/admin/agent-messages?aba=leads&pagina=3&pagina_leads=2",
    );
  });
});

describe("readPage", () => {
  const rows = Array.from({ length: 45 }, (_, index) => index + 1);
  const source = {
    count: async () => rows.length,
    rows: async ({ limit, offset }: { limit: number; offset: number }) => rows.slice(offset, offset + limit),
  };

  it("reads the rows of the page asked for", async () => {
    expect(await readPage({ page: 2, size: 20 }, source.count, source.rows)).toEqual({
      rows: rows.slice(20, 40),
      total: 45,
      page: 2,
      size: 20,
      pages: 3,
    });
  });

  it("reads the last page for a page past the end, and one empty page for an empty list", async () => {
    expect(await readPage({ page: 9, size: 20 }, source.count, source.rows)).toMatchObject({ page: 3, rows: [41, 42, 43, 44, 45] });
    expect(
      await readPage(
        { page: 3, size: 20 },
        async () => 0,
        async () => [],
      ),
    ).toMatchObject({ page: 1, pages: 1, rows: [] });
  });
});

describe("isCanonicalPaging", () => {
  const sizes = { options: [12, 24], initial: 12, pageParam: "pagina", sizeParam: "tamanho" };
  const canonical = (query: string, page: number, size = 12) => isCanonicalPaging(new URLSearchParams(query), { page, size }, sizes);

  it("accepts the addresses the list links to, other parameters aside", () => {
    expect(canonical("", 1)).toBe(true);
    expect(canonical("pagina=2", 2)).toBe(true);
    expect(canonical("utm_source=newsletter&tamanho=24&pagina=3", 3, 24)).toBe(true);
  });

  it("refuses another spelling of the page shown", () => {
    expect(canonical("pagina=1", 1)).toBe(false);
    expect(canonical("pagina=", 1)).toBe(false);
    expect(canonical("pagina=02", 2)).toBe(false);
    expect(canonical("pagina=9", 2)).toBe(false);
    expect(canonical("tamanho=12", 1)).toBe(false);
    expect(canonical("tamanho=7", 1)).toBe(false);
  });
});
