import { Icon } from "~/ui/icons/icon";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { searchListPath, searchRules, type SearchSuggestion } from "../search-rules";

export type SearchState =
  { status: "idle" } | { status: "loading"; term: string } | { status: "done"; term: string; results: SearchSuggestion[] };

// The list of suggestions loads when the visitor first focuses the search, not with the page.
const loadSuggestions = () => import("./search-suggestions");
const SearchSuggestions = lazy(loadSuggestions);

/**
 * Catalogue search with suggestions: from 2 characters, after a 300 ms pause, at most 8.
 * A combobox: arrows move through the list, Enter opens, Escape or a click outside closes.
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const container = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const query = term.trim();
    if (query.length < searchRules.minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading", term: query });
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        const body = (await response.json()) as { results?: SearchSuggestion[] };
        setState({ status: "done", term: query, results: body.results ?? [] });
      } catch {
        if (!controller.signal.aborted) setState({ status: "done", term: query, results: [] });
      }
      setActive(-1);
    }, searchRules.delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  // Under 2 characters there is nothing to suggest, whatever an earlier search found.
  const current: SearchState = term.trim().length < searchRules.minLength ? { status: "idle" } : state;
  const results = current.status === "done" ? current.results : [];
  const showList = open && current.status !== "idle";

  function go(url: string) {
    setOpen(false);
    navigate(url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && showList && active >= 0 && results[active]) {
      event.preventDefault();
      go(results[active].url);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!term.trim()) return;
    go(searchListPath(term));
  }

  return (
    <form ref={container} role="search" action="/produtos" onSubmit={onSubmit} className={cn("relative w-full scroll-mt-20", className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Buscar produtos e serviços
      </label>
      <div className="flex overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-steel-200 focus-within:ring-2 focus-within:ring-brand-500">
        <Icon name="Search" className="ml-4 size-5 self-center text-steel-600" />
        <input
          id={`${listId}-input`}
          name="search"
          // A combobox is a text input (ARIA in HTML): on type="search" the role and aria-expanded are invalid.
          type="text"
          inputMode="search"
          autoComplete="off"
          placeholder="Buscar produtos, serviços e importados..."
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-option-${active}` : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            void loadSuggestions();
            setOpen(true);
            // On a phone the keyboard takes half the screen: the box moves to the top, its list under it.
            if (window.matchMedia("(max-width: 39.99rem)").matches)
              container.current?.scrollIntoView({ block: "start", behavior: "smooth" });
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent px-3 text-base text-steel-900 placeholder:text-steel-500 focus:outline-none"
        />
        <button type="submit" className="bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700">
          Buscar
        </button>
      </div>
      {showList ? (
        <Suspense fallback={null}>
          <SearchSuggestions listId={listId} state={current} active={active} onChoose={go} />
        </Suspense>
      ) : null}
    </form>
  );
}
