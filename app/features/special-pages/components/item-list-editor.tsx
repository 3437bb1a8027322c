import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { FormList } from "~/lib/forms/form-list";
import { Button } from "~/ui/button";
import { FormSection } from "~/ui/form-section";
import type { Direction } from "../ordering";
import { ItemControls } from "./item-controls";

type Props<T extends { id: string; title: string }> = {
  title: string;
  description: string;
  addLabel: string;
  emptyText: string;
  /** "Seção" or "Área": names an item in headings and announcements. */
  noun: string;
  list: FormList<T>;
  /** Each gives the list after the change (the caller renumbers where items carry an order). */
  onAdd: () => T[];
  onMove: (index: number, direction: Direction) => T[];
  onRemove: (index: number) => T[];
  /** The id of an item's title field, focused after the item is added. */
  titleFieldId: (index: number) => string;
  /** The number shown before an item's title. */
  position: (item: T, index: number) => number;
  leading?: (item: T) => ReactNode;
  children: (item: T, index: number) => ReactNode;
};

/**
 * An editable list of a special page: add, move up and down, remove, each change
 * announced to screen readers; the fields of each item come from the caller.
 */
export function ItemListEditor<T extends { id: string; title: string }>(props: Props<T>) {
  const { list, noun } = props;
  const { items } = list;
  const [announcement, setAnnouncement] = useState("");
  const label = (item: T, index: number) => item.title.trim() || `${noun} ${props.position(item, index)}`;
  const restructure = (next: T[], message: string) => {
    list.replace(next);
    setAnnouncement(message);
  };

  function add() {
    const next = props.onAdd();
    restructure(next, `${noun} ${next.length} adicionada.`);
    requestAnimationFrame(() => document.getElementById(props.titleFieldId(next.length - 1))?.focus());
  }

  return (
    <FormSection
      title={props.title}
      description={props.description}
      actions={
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden className="size-4" />
          {props.addLabel}
        </Button>
      }
    >
      {items.length === 0 ? <p className="text-sm text-steel-600">{props.emptyText}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => (
          <li key={item.id} className="rounded-md border border-steel-200 p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {props.leading?.(item)}
              <h3 className="min-w-32 flex-1 text-sm font-semibold break-words text-steel-900">
                {`${props.position(item, index)}. ${item.title.trim() || `Nova ${noun.toLowerCase()}`}`}
              </h3>
              <ItemControls
                itemName={`a ${noun.toLowerCase()} ${item.title.trim() || props.position(item, index)}`}
                index={index}
                count={items.length}
                onMove={(direction) =>
                  restructure(props.onMove(index, direction), `${label(item, index)}: posição ${index + direction + 1} de ${items.length}.`)
                }
                onRemove={() => restructure(props.onRemove(index), `${label(item, index)} removida.`)}
              />
            </div>
            {props.children(item, index)}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </FormSection>
  );
}
