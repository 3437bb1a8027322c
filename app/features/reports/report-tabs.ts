import type { StaffRole } from "~/features/auth";

/**
 * The tabs of 'Relatórios do Sistema'; the first is the default. The visits open the screen (staff
 * come for them), then the sales, then the rest in the screen's earlier order.
 */
export const reportTabs = [
  { value: "analytics", label: "Análise de acessos" },
  { value: "sales", label: "Vendas" },
  { value: "implementations", label: "Implementações" },
  { value: "system", label: "Sistema" },
  { value: "improvements", label: "Melhorias" },
  { value: "issues", label: "Problemas" },
] as const;

export type ReportType = (typeof reportTabs)[number]["value"];

export function isReportType(value: string | undefined): value is ReportType {
  return reportTabs.some((tab) => tab.value === value);
}

/**
 * The tabs each role opens: editors the content check, sales the visits and the sales; the system's state and
 * its recent activity (visitors' requests among them) stay with administrators.
 */
const roleTabs: Record<StaffRole, readonly ReportType[]> = {
  administrador: reportTabs.map((tab) => tab.value),
  editor: ["implementations", "improvements", "issues"],
  comercial: ["analytics", "sales"],
};

export function reportTabsFor(role: StaffRole) {
  return reportTabs.filter((tab) => roleTabs[role].includes(tab.value));
}
