import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { dashboardRefreshMs, keepRefreshing } from "./refresh";

/**
 * Reads the dashboard's loader again every 30 s while the tab is visible and the browser online,
 * unless a load is under way; `refresh` is 'Atualizar' and 'Tentar novamente'.
 */
export function useDashboardRefresh() {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const idle = useRef(true);
  useEffect(() => {
    idle.current = state === "idle" && navigation.state === "idle";
  }, [state, navigation.state]);
  useEffect(
    () =>
      keepRefreshing(
        document,
        () => {
          // Offline, a failed read would put the whole panel behind an error screen.
          if (idle.current && navigator.onLine) void revalidate();
        },
        dashboardRefreshMs,
      ),
    [revalidate],
  );
  return { refresh: () => void revalidate(), refreshing: state === "loading" };
}
