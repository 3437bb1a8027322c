import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * Posts JSON to a route action through a fetcher and resolves with the action's answer,
 * so an event handler can await it and react (toast, close, navigate). The page's
 * loaders revalidate as with any fetcher.
 */
export function useJsonAction<Action>(action?: string) {
  const fetcher = useFetcher<Action>();
  type Result = NonNullable<typeof fetcher.data>;
  const pending = useRef<((result: Result) => void) | null>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data != null && pending.current) {
      const resolve = pending.current;
      pending.current = null;
      resolve(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);

  const submit = useCallback(
    (payload: Record<string, unknown>) =>
      new Promise<Result>((resolve) => {
        pending.current = resolve;
        void fetcher.submit(payload as never, { method: "post", encType: "application/json", action });
      }),
    [fetcher, action],
  );

  return { submit, busy: fetcher.state !== "idle" };
}
