import { Icon } from "~/ui/icons/icon";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Input } from "~/ui/input";

/**
 * 'Buscar posts...': filters the list as staff type, through the address (?q=), so a search
 * survives a reload; without JavaScript, Enter submits the same form.
 */
export function PostSearch({ defaultValue }: { defaultValue: string }) {
  const [, setSearchParams] = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(value: string) {
    clearTimeout(timer.current);
    const term = value.trim();
    setSearchParams(term ? { q: term } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <form
      method="get"
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        apply(String(new FormData(event.currentTarget).get("q") ?? ""));
      }}
    >
      <Icon name="Search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-steel-500" />
      <Input
        type="search"
        name="q"
        defaultValue={defaultValue}
        onChange={(event) => {
          const { value } = event.target;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(value), 300);
        }}
        placeholder="Buscar posts..."
        aria-label="Buscar posts"
        className="pl-9"
      />
    </form>
  );
}
