import { Form, useLocation } from "react-router";
import type { ListPaging, ListSizes } from "~/lib/list-paging";
import { Select } from "./field";
import { Pagination } from "./pagination";

type PageSizeSelectProps = { size: number; sizes: ListSizes; id?: string };

/**
 * 'Itens por página': a form that asks for the same address at another size, from the first
 * page. Changing it reloads at once; without scripts its button sends it.
 */
export function PageSizeSelect({ size, sizes, id = "page-size" }: PageSizeSelectProps) {
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== sizes.pageParam && name !== sizes.sizeParam);
  return (
    <Form method="get" className="flex items-center gap-2">
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="whitespace-nowrap text-sm text-steel-700">
        Itens por página
      </label>
      {/* The select fills its box (`cn` merges no classes), so the box sets the width. */}
      <div className="w-20">
        <Select
          key={size}
          id={id}
          name={sizes.sizeParam}
          defaultValue={size}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {sizes.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </div>
      <noscript>
        <button type="submit" className="text-sm font-medium text-brand-700 underline">
          Aplicar
        </button>
      </noscript>
    </Form>
  );
}

type ListPagerProps = { page: number; pages: number; size: number; sizes: ListSizes; hrefFor: (paging: ListPaging) => string };

/** Below a long list: its page size and its pages ('Anterior', numbers, 'Próximo'). */
export function ListPager({ page, pages, size, sizes, hrefFor }: ListPagerProps) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <PageSizeSelect size={size} sizes={sizes} id={`${sizes.sizeParam}-select`} />
      <Pagination current={page} total={pages} hrefFor={(target) => hrefFor({ page: target, size })} />
    </div>
  );
}
