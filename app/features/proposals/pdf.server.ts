import { createRequire } from "node:module";
import path from "node:path";
import pdfmake from "pdfmake";
import { logoPng } from "./letterhead.server";
import { proposalDocument } from "./pdf-document";
import type { Letterhead, ProposalView } from "./proposal-view";

export { proposalPdfName } from "./pdf-document";

// The Roboto files pdfmake ships cover every accent of Portuguese, in regular, bold and italic.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfmake/package.json")), "fonts", "Roboto");

let configured = false;

/** pdfmake with its fonts, reading no file but those and fetching nothing: the document holds only our own text and the logo's bytes. */
function printer() {
  if (!configured) {
    const font = (name: string) => path.join(fontDir, `Roboto-${name}.ttf`);
    pdfmake.setFonts({
      Roboto: { normal: font("Regular"), bold: font("Medium"), italics: font("Italic"), bolditalics: font("MediumItalic") },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
    configured = true;
  }
  return pdfmake;
}

/** The proposal's PDF, A4, as the customer receives it. */
export async function proposalPdf(proposal: ProposalView, company: Letterhead): Promise<Buffer> {
  const logo = await logoPng(company.logoUrl);
  return Buffer.from(
    await printer()
      .createPdf(proposalDocument(proposal, company, logo))
      .getBuffer(),
  );
}
