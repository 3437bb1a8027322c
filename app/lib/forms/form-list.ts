import { readAt, writeAt } from "./value-at";

/** A list of an editor's values, with the two edits an item list makes. */
export type FormList<Item> = {
  items: Item[];
  /** A new list after an add, a move or a removal: its items' errors no longer match, so they go. */
  replace: (next: Item[]) => void;
  /** New values for some fields of one item. */
  patch: (index: number, change: Partial<Item>) => void;
};

/** The list at a dotted path of the values ("content.sections"), edited without touching the rest. */
export function formList<Values, Item>(
  values: Values,
  update: (change: (values: Values) => Values) => void,
  clearErrors: (path: string) => void,
  path: string,
): FormList<Item> {
  const itemsOf = (current: unknown) => (readAt(current, path) ?? []) as Item[];
  const put = (change: (items: Item[]) => Item[]) => update((current) => writeAt(current, path, change(itemsOf(current))));
  return {
    items: itemsOf(values),
    replace: (next) => {
      put(() => next);
      clearErrors(path);
    },
    patch: (index, change) => put((items) => items.map((item, position) => (position === index ? { ...item, ...change } : item))),
  };
}
