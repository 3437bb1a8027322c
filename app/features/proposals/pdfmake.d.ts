// The part of pdfmake's server entry the proposal's PDF uses (the package ships no types).
declare module "pdfmake" {
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(document: object): { getBuffer(): Promise<Uint8Array> };
  };
  export default pdfmake;
}
