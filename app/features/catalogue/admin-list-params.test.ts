import { describe, expect, it } from "vitest";
import { readPeriod } from "~/lib/periods";
import { adminListHref, readAdminListParams } from "./admin-list-params";

const read = (query: string) => readAdminListParams(new URLSearchParams(query));

describe("the admin page list's period", () => {
  it("is 7 days by default", () => {
    expect(read("").period).toBe(7);
  });

  it("reads each offered period, 0 meaning all", () => {
    for (const period of [7, 14, 30, 60, 0] as const) expect(read(`periodo=${period}`).period).toBe(period);
  });

  it("falls back to 7 days for anything else", () => {
    for (const value of ["", "1", "90", "-7", "7.5", "abc", "07", " 14", "1e1"]) expect(readPeriod(value)).toBe(7);
    expect(read("periodo=&periodo=30").period).toBe(7);
  });

  it("stays in the address beside the filter, size and page, and is left out at its default", () => {
    const params = read("tipo=servico&tamanho=5&pagina=2&periodo=30");
    expect(params).toEqual({ type: "servico", size: 5, page: 2, period: 30 });
    expect(adminListHref(params)).toBe("/admin/pages?tipo=servico&periodo=30&tamanho=5&pagina=2");
    expect(adminListHref({ ...params, period: 0 })).toBe("/admin/pages?tipo=servico&periodo=0&tamanho=5&pagina=2");
    expect(adminListHref({ ...params, period: 7 })).toBe("/admin/pages?tipo=servico&tamanho=5&pagina=2");
  });
});
