import { describe, expect, it } from "vitest";
import { appendOrdered, canMove, moveItem, moveOrdered, nextOrder, removeOrdered, renumber, sortByOrder } from "./ordering";

const items = (...ids: string[]) => ids.map((id, index) => ({ id, order: index + 1 }));
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const orders = (list: Array<{ order: number }>) => list.map((item) => item.order);

describe("ordering of areas and sections", () => {
  it("moves an item up or down and renumbers from 1", () => {
    const moved = moveOrdered(items("a", "b", "c"), 2, -1);
    expect(ids(moved)).toEqual(["a", "c", "b"]);
    expect(orders(moved)).toEqual([1, 2, 3]);
    expect(ids(moveOrdered(items("a", "b", "c"), 0, 1))).toEqual(["b", "a", "c"]);
  });

  it("renumbers gaps and odd numbers after a move", () => {
    const gappy = [
      { id: "a", order: 3 },
      { id: "b", order: 7 },
      { id: "c", order: 20 },
    ];
    expect(orders(moveOrdered(gappy, 1, 1))).toEqual([1, 2, 3]);
  });

  it("the first cannot move up and the last cannot move down", () => {
    const list = items("a", "b", "c");
    expect(canMove(3, 0, -1)).toBe(false);
    expect(canMove(3, 2, 1)).toBe(false);
    expect(canMove(3, 1, -1)).toBe(true);
    expect(canMove(3, 1, 1)).toBe(true);
    expect(ids(moveOrdered(list, 0, -1))).toEqual(["a", "b", "c"]);
    expect(ids(moveOrdered(list, 2, 1))).toEqual(["a", "b", "c"]);
    expect(ids(moveItem(list, 5, 1))).toEqual(["a", "b", "c"]);
  });

  it("a new item gets the next number", () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder(items("a", "b"))).toBe(3);
    expect(nextOrder([{ order: 4 }, { order: 2 }])).toBe(5);
    const added = appendOrdered(items("a", "b"), { id: "c" });
    expect(added.at(-1)).toEqual({ id: "c", order: 3 });
  });

  it("removing an item renumbers the rest", () => {
    const removed = removeOrdered(items("a", "b", "c"), 0);
    expect(ids(removed)).toEqual(["b", "c"]);
    expect(orders(removed)).toEqual([1, 2]);
  });

  it("sorts by order without changing the input, and renumbers in list order", () => {
    const input = [
      { id: "b", order: 2 },
      { id: "a", order: 1 },
    ];
    expect(ids(sortByOrder(input))).toEqual(["a", "b"]);
    expect(ids(input)).toEqual(["b", "a"]);
    expect(renumber(input)).toEqual([
      { id: "b", order: 1 },
      { id: "a", order: 2 },
    ]);
  });

  it("moves plain lists (about sections, gallery) the same way", () => {
    expect(moveItem(["x", "y", "z"], 1, -1)).toEqual(["y", "x", "z"]);
  });
});
