import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useReadAgainWhenIdle } from "~/lib/use-read-again-when-idle";
import { dashboardRefreshMs, keepRefreshing } from "./refresh";

/**
 * Reads the dashboard's loader again every 30 s while the tab is visible and the browser online,
 * unless a load is under way; `refresh` is 'Atualizar' and 'Tentar novamente'.
 */
export function useDashboardRefresh() {
  const { revalidate, state } = useRevalidator();
  const readAgain = useReadAgainWhenIdle();
  useEffect(() => keepRefreshing(document, readAgain, dashboardRefreshMs), [readAgain]);
  return { refresh: () => void revalidate(), refreshing: state === "loading" };
}
