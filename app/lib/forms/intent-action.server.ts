import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { z } from "zod";
import type { ActionAnswer, ActionResult, Refusal } from "../action-result";
import { readJson } from "../validation";
import { answerForm, readFormData, withinBounds, type FormContext, type FormOptions, type FormSave } from "./form-action.server";

export const unknownIntentMessage = "Ação desconhecida. Recarregue a página e tente de novo.";

/** One intent of an intent action, made with `intent(schema, save, options)`. */
type Intent<Result extends ActionResult> = (
  context: FormContext<string>,
  formData: FormData,
) => Promise<DataWithResponseInit<ActionAnswer<string, Result>>>;

/** An intent: its form's schema, its save, and what people read when it is done. */
export function intent<S extends z.ZodType, Result extends ActionResult>(
  schema: S,
  save: FormSave<S, Result>,
  options: FormOptions<Result> = {},
): Intent<Result> {
  return (context, formData) => answerForm(context, formData, schema, save, options);
}

type AnswerOf<Intents extends Record<string, Intent<ActionResult>>> =
  | { [Name in keyof Intents & string]: Intents[Name] extends Intent<infer Result> ? ActionAnswer<Name, Result> : never }[keyof Intents &
      string]
  | ActionAnswer<null, Refusal>;

/** A command posted as JSON (`useJsonAction`) reads as a form of its top-level values. */
async function readPost(request: Request) {
  if (!request.headers.get("content-type")?.includes("application/json")) return readFormData(request);
  const body = await readJson(request);
  const formData = new FormData();
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") formData.append(name, String(value));
    }
  }
  return withinBounds(formData);
}

/**
 * The action of a screen with several forms or commands: the post's `intent` field names the
 * intent that answers it; an unknown one is refused with 400. `item` names the field that says
 * what the post was about (`leadId`): every answer repeats it, so a screen with one form per
 * item tells the answer beside that item.
 */
export async function intentAction<Intents extends Record<string, Intent<ActionResult>>>(
  request: Request,
  intents: Intents,
  { item }: { item?: string } = {},
): Promise<DataWithResponseInit<AnswerOf<Intents>>> {
  const formData = await readPost(request);
  const name = formData.get("intent");
  const named = item ? formData.get(item) : null;
  const context = { request, item: typeof named === "string" ? named : null };
  if (typeof name !== "string" || !Object.hasOwn(intents, name)) {
    const refused: ActionAnswer<null, Refusal> = {
      ok: false,
      status: 400,
      message: unknownIntentMessage,
      ...context,
      intent: null,
      result: { status: "error", error: { "": [unknownIntentMessage] } },
    };
    return data(refused, { status: 400 });
  }
  return intents[name]!({ ...context, intent: name }, formData) as Promise<DataWithResponseInit<AnswerOf<Intents>>>;
}
