import type { SubmissionResult } from "@conform-to/react";
import type { LeadFormIntent } from "./lead-forms";

/** What the lead screens' action answers: which form, Conform's result, and the message staff read. */
export type LeadAnswer = {
  intent: LeadFormIntent | null;
  /** The lead the post was about: on the board, only that card shows the answer. */
  leadId: string | null;
  ok: boolean;
  message: string;
  result: SubmissionResult<string[]>;
};
