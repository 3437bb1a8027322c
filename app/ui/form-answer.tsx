import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Alert } from "./alert";

type Props = {
  /** The answer a page was rendered with, after a post sent before scripts loaded. */
  result: SubmissionResult<string[]> | undefined;
  messages: { saved: string; saveError: string };
  /** Shown under a success, e.g. the way back to a list. */
  children?: ReactNode;
  /** Its id, for the editor that moves the focus to it after a save. */
  id?: string;
};

/** A form's answer told on the page where, without scripts, no toast can tell it. */
export function FormAnswer({ result, messages, children, id }: Props) {
  if (result?.status === "success") {
    return (
      <div id={id} tabIndex={-1} className="scroll-mt-36 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        <Alert tone="success" title={messages.saved}>
          {children}
        </Alert>
      </div>
    );
  }
  if (result?.status === "error") {
    return (
      <Alert tone="error" title={messages.saveError}>
        {result.error?.[""]?.[0] ?? "Verifique os campos destacados."}
      </Alert>
    );
  }
  return null;
}
