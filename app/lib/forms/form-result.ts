import type { SubmissionResult } from "@conform-to/react";

/** What every form's action answers: Conform's result, read by `useForm({ lastResult })`. */
export type FormActionData = { result: SubmissionResult<string[]> };
