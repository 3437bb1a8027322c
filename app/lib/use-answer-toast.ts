import { useEffect } from "react";
import { toast } from "sonner";

// Told answers, kept across remounts: a form remounted with the saved values must not tell its answer again.
const told = new WeakSet<object>();

/** Tells each answer of a fetcher (an `ActionAnswer`) once, as a toast with its message: success or error. */
export function useAnswerToast(fetcher: { state: string; data?: { ok: boolean; message: string } }) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || told.has(answer)) return;
    told.add(answer);
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer]);
}
