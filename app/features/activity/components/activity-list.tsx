import type { ActivityChange } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { activityActions, activityNouns, fieldLabel, type ActivityAction, type ActivityEntity } from "../entities";

export type ActivityItem = {
  id: number;
  at: string;
  actorName: string | null;
  entity: ActivityEntity;
  action: ActivityAction;
  label: string;
  fields: string[];
  changes: ActivityChange[];
};

/**
 * A row as a sentence: who, what they did, to what ("Ana alterou a página 'Grade magnética'").
 * A refused sign-in has no author: it names the e-mail tried.
 */
export function describeActivity(item: Pick<ActivityItem, "actorName" | "entity" | "action" | "label">) {
  const actor = item.actorName ?? "Sistema";
  switch (item.action) {
    case "sign-in-failed":
      return `Acesso recusado para ${item.label}`;
    case "signed-in":
      return `${actor} entrou no painel`;
    case "password-check-failed":
      return `${actor} errou a senha em 'Segurança da conta'`;
  }
  const noun = activityNouns[item.entity];
  // People and messages are named as they are; pages and posts by their title in quotes.
  const target = noun === "" || noun.endsWith(" de") ? item.label : item.label ? `'${item.label}'` : "";
  return [actor, contracted(activityActions[item.action], noun), target].filter(Boolean).join(" ");
}

/** The verb's "de" meets the noun's article as Portuguese writes it: "mudou o status do lead", "uma versão anterior da página". */
function contracted(action: string, noun: string) {
  const article = /^(o|a|os|as) /.exec(noun)?.[1];
  if (!action.endsWith(" de") || !article) return [action, noun].filter(Boolean).join(" ");
  return `${action.slice(0, -" de".length)} d${article}${noun.slice(article.length)}`;
}

const quoted = (value: string) => (value === "" ? "(vazio)" : `“${value}”`);

/** The fields a row changed: the short ones with their value before → after, the others by name. */
function FieldChanges({ fields, changes }: Pick<ActivityItem, "fields" | "changes">) {
  const named = fields.filter((field) => !changes.some((change) => change.field === field));
  return (
    <>
      {changes.length > 0 ? (
        <ul className="mt-0.5 text-xs text-steel-600">
          {changes.map((change, index) => (
            <li key={`${change.field}-${index}`}>
              {fieldLabel(change.field)}: <del>{quoted(change.before)}</del>
              {" → "}
              <ins className="text-steel-900 no-underline">{quoted(change.after)}</ins>
            </li>
          ))}
        </ul>
      ) : null}
      {named.length > 0 ? (
        <p className="mt-0.5 text-xs text-steel-600">
          {changes.length > 0 ? "Outros campos" : "Campos"}: {named.map(fieldLabel).join(", ")}
        </p>
      ) : null}
    </>
  );
}

/** The log's rows, newest first, each with its time and the fields it changed. */
export function ActivityList({ items, emptyText }: { items: ActivityItem[]; emptyText: string }) {
  if (items.length === 0) return <p className="text-sm text-steel-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-steel-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
          <div className="min-w-0 wrap-anywhere">
            <p className="text-steel-900">{describeActivity(item)}</p>
            <FieldChanges fields={item.fields} changes={item.changes} />
          </div>
          <time dateTime={item.at} className="shrink-0 text-xs text-steel-600">
            {formatDateTime(item.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
