import type { ActionAnswer } from "../action-result";

/** What a form reads of its action's answer: Conform's result, for `useForm({ lastResult })`. */
export type FormActionData = Pick<ActionAnswer, "result">;
