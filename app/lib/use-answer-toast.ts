import { useEffect } from "react";
import { toast } from "sonner";

// Told answers, kept across remounts: a form remounted with the saved values must not tell its answer again.
const told = new WeakSet<object>();

/**
 * Tells each answer of a fetcher (an `ActionAnswer`) once, as a toast with its message: success
 * or error. `then` runs after a success has been told.
 */
export function useAnswerToast<Answer extends { ok: boolean; message: string }>(
  fetcher: { state: string; data?: Answer },
  then?: (answer: Answer) => void,
) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || told.has(answer)) return;
    told.add(answer);
    if (answer.ok) {
      toast.success(answer.message);
      then?.(answer);
    } else toast.error(answer.message);
  }, [answer, then]);
}
