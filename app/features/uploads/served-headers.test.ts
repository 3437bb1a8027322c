import { describe, expect, it } from "vitest";
import { servedUploadHeaders } from "./served-headers.server";

describe("headers of a served upload", () => {
  it("serves images and PDFs inline with their stored type", () => {
    expect(servedUploadHeaders("a1b2c3-1700000000000.png")).toMatchObject({
      "Content-Type": "image/png",
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
    });
    expect(servedUploadHeaders("amostra-catalogo.pdf")).toMatchObject({
      "Content-Type": "application/pdf",
      "Content-Disposition": "inline",
    });
  });

  it("makes documents and text downloads, never pages", () => {
    expect(servedUploadHeaders("a1b2c3-1700000000000.txt")).toMatchObject({
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": "attachment",
    });
    expect(servedUploadHeaders("a1b2c3-1700000000000.docx")?.["Content-Disposition"]).toBe("attachment");
    expect(servedUploadHeaders("a1b2c3-1700000000000.doc")?.["Content-Type"]).toBe("application/msword");
  });

  it("runs nothing: the policy allows no script", () => {
    expect(servedUploadHeaders("a1b2c3-1700000000000.jpg")?.["Content-Security-Policy"]).toMatch(/^default-src 'none'/);
  });

  it("serves no name the uploads never store", () => {
    for (const name of ["pagina.html", "desenho.svg", "a1b2c3.png.partial", ".env", "A1B2.PNG"]) {
      expect(servedUploadHeaders(name)).toBeUndefined();
    }
  });
});
