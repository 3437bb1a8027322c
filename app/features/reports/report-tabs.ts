/** The five tabs of 'Relatórios do Sistema', in the spec's order; the first is the default. */
export const reportTabs = [
  { value: "implementations", label: "Implementações" },
  { value: "system", label: "Sistema" },
  { value: "improvements", label: "Melhorias" },
  { value: "issues", label: "Problemas" },
  { value: "analytics", label: "Análise de acessos" },
] as const;

export type ReportType = (typeof reportTabs)[number]["value"];

export function isReportType(value: string | undefined): value is ReportType {
  return reportTabs.some((tab) => tab.value === value);
}
