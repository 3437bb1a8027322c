import { useEffect } from "react";
import { Icon } from "~/ui/icons/icon";
import { cn } from "~/lib/cn";
import type { SearchState } from "./search-box";

type Props = {
  listId: string;
  state: Exclude<SearchState, { status: "idle" }>;
  active: number;
  onChoose: (url: string) => void;
};

/** The search box's list: searching, nothing found, or at most 8 suggestions to choose from. */
export default function SearchSuggestions({ listId, state, active, onChoose }: Props) {
  const results = state.status === "done" ? state.results : [];
  // The option chosen with the arrows is scrolled into the list's view.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);
  return (
    // At most half the screen tall, scrolling inside: the list stays clear of the floating buttons.
    <div
      data-suggestions
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(50dvh,28rem)] overflow-y-auto overscroll-contain rounded-lg bg-white text-left shadow-xl ring-1 ring-steel-200"
    >
      {state.status === "loading" ? (
        <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-steel-600">
          <Icon name="Loader2" className="size-4 animate-spin" />
          Buscando...
        </p>
      ) : results.length === 0 ? (
        <p role="status" className="px-4 py-3 text-sm text-steel-600">
          Nenhum resultado encontrado para "{state.term}"
        </p>
      ) : null}
      <ul id={`${listId}-list`} role="listbox" aria-label="Sugestões">
        {results.map((result, index) => (
          <li
            key={result.url}
            id={`${listId}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => onChoose(result.url)}
            className={cn(
              "cursor-pointer border-t border-steel-100 px-4 py-3 first:border-t-0 hover:bg-brand-50",
              index === active && "bg-brand-50",
            )}
          >
            <span className="flex items-center gap-2">
              <span className="font-medium text-steel-900">{result.title}</span>
              <span className="rounded-full bg-steel-100 px-2 py-0.5 text-[11px] font-semibold text-steel-700">{result.badge}</span>
            </span>
            <span className="mt-0.5 block text-xs text-steel-600">{result.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
