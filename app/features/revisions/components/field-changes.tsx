import { countOf } from "~/lib/plural";
import type { FieldChange } from "../changes";

const empty = <span className="text-steel-500 italic">(vazio)</span>;

function Value({ text, as: Tag, label }: { text: string; as: "del" | "ins"; label: string }) {
  const tone = Tag === "del" ? "bg-red-50 text-red-900 line-through decoration-red-400" : "bg-green-50 text-green-900 no-underline";
  return (
    <Tag className={`rounded px-1 break-words whitespace-pre-wrap ${tone}`}>
      <span className="sr-only">{label}: </span>
      {text === "" ? empty : text}
    </Tag>
  );
}

function ChangedText({ change }: { change: FieldChange }) {
  if (!("pieces" in change)) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <Value as="del" text={change.before} label="antes" />
        <span aria-hidden className="text-steel-500">
          →
        </span>
        <Value as="ins" text={change.after} label="depois" />
      </p>
    );
  }
  return (
    <p className="break-words whitespace-pre-wrap text-steel-700">
      {change.pieces.map((piece, index) =>
        piece.change === "removed" ? (
          <Value key={index} as="del" text={piece.text} label="removido" />
        ) : piece.change === "added" ? (
          <Value key={index} as="ins" text={piece.text} label="adicionado" />
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

/** What a revision changed from the one before it, field by field; folded, and open for the newest. */
export function FieldChanges({ changes, open }: { changes: FieldChange[] | null; open: boolean }) {
  if (changes === null) return <p className="mt-3 text-sm text-steel-600">Versão mais antiga guardada: não há anterior para comparar.</p>;
  if (changes.length === 0) return <p className="mt-3 text-sm text-steel-600">Nenhum campo alterado em relação à versão anterior.</p>;
  return (
    <details open={open} className="group mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800 hover:underline">
        {countOf(changes.length, "campo alterado", "campos alterados")} em relação à versão anterior
      </summary>
      <dl className="mt-3 space-y-3">
        {changes.map((change, index) => (
          <div key={index} className="border-l-2 border-steel-200 pl-3">
            <dt className="font-semibold text-steel-900">{change.label}</dt>
            <dd className="mt-1">
              <ChangedText change={change} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
