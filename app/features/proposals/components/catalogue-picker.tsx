import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input, Label } from "~/ui/input";
import { formatPrice } from "../format";

/** A catalogue page as the picker offers it. */
export type PickedItem = { id: string; title: string; badge: string; priceCents: number | null };

const minLength = 2;

/**
 * 'Adicionar do catálogo': a search over every product, service and imported page; choosing a
 * result adds it as a line linked to its page. Results come from the staff API as staff type.
 */
export function CataloguePicker({ onPick }: { onPick: (item: PickedItem) => void }) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [found, setFound] = useState<{ term: string; items: PickedItem[]; failed: boolean }>({ term: "", items: [], failed: false });
  const query = term.trim();

  useEffect(() => {
    if (query.length < minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/admin/propostas/catalogo?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const { items } = (await response.json()) as { items: PickedItem[] };
          setFound({ term: query, items, failed: false });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFound({ term: query, items: [], failed: error instanceof Error });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const current = found.term === query && query.length >= minLength ? found : null;
  return (
    <div className="rounded-md border border-steel-200 bg-steel-50 p-3">
      <Label htmlFor={`${id}-busca`}>Adicionar do catálogo</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-steel-500" />
        <Input
          id={`${id}-busca`}
          type="search"
          inputMode="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Nome do produto, serviço ou importado"
          className="pl-9"
          aria-describedby={`${id}-ajuda`}
          autoComplete="off"
        />
      </div>
      <p id={`${id}-ajuda`} className="mt-1 text-xs text-steel-600" aria-live="polite">
        {current === null
          ? "Digite ao menos 2 letras."
          : current.failed
            ? "Não foi possível buscar no catálogo. Tente novamente."
            : `${current.items.length} ${current.items.length === 1 ? "resultado" : "resultados"}`}
      </p>
      {current && current.items.length > 0 ? (
        <ul aria-label="Resultados do catálogo" className="mt-2 divide-y divide-steel-200 rounded-md border border-steel-200 bg-white">
          {current.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
                onClick={() => {
                  onPick(item);
                  setTerm("");
                }}
              >
                <span className="font-medium text-steel-900">
                  <span className="sr-only">Adicionar </span>
                  {item.title}
                </span>
                <span className="text-xs text-steel-600">
                  {item.badge} · {item.priceCents === null ? "sem preço" : formatPrice(item.priceCents)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
