import { useCallback, useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Reads the page's data again, unless a load is under way (which reads anyway) or the browser is
 * offline (a read that cannot reach the server fails every route, the panel's frame included).
 */
export function useReadAgainWhenIdle() {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const idle = useRef(true);
  useEffect(() => {
    idle.current = state === "idle" && navigation.state === "idle";
  }, [state, navigation.state]);
  return useCallback(() => {
    if (idle.current && navigator.onLine) void revalidate();
  }, [revalidate]);
}
