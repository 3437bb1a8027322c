/**
 * Order rules of areas and sections: the list order is the order; after a move every
 * item is renumbered from 1; the first cannot move up, the last cannot move down; a new
 * item gets the next number.
 */
export type Ordered = { order: number };
export type Direction = -1 | 1;

export function sortByOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

export function renumber<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));
}

export function canMove(length: number, index: number, direction: Direction) {
  const target = index + direction;
  return index >= 0 && index < length && target >= 0 && target < length;
}

/** Swaps an item with its neighbour; out of bounds, the list is returned as it was. */
export function moveItem<T>(items: readonly T[], index: number, direction: Direction): T[] {
  const result = [...items];
  if (!canMove(items.length, index, direction)) return result;
  const target = index + direction;
  [result[index], result[target]] = [result[target]!, result[index]!];
  return result;
}

export function moveOrdered<T extends Ordered>(items: readonly T[], index: number, direction: Direction): T[] {
  return renumber(moveItem(items, index, direction));
}

export function nextOrder(items: readonly Ordered[]) {
  return items.reduce((max, item) => Math.max(max, item.order), 0) + 1;
}

export function appendOrdered<T extends Ordered>(items: readonly T[], item: Omit<T, "order">): T[] {
  return [...items, { ...item, order: nextOrder(items) } as T];
}

export function removeOrdered<T extends Ordered>(items: readonly T[], index: number): T[] {
  return renumber(items.filter((_, position) => position !== index));
}
