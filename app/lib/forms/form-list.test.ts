import { describe, expect, it } from "vitest";
import { formList } from "./form-list";

type Values = { title: string; content: { sections: Array<{ title: string; text: string }> } };

function editor(values: Values) {
  const state = { values, cleared: [] as string[] };
  const update = (change: (current: Values) => Values) => {
    state.values = change(state.values);
  };
  const list = () =>
    formList<Values, Values["content"]["sections"][number]>(state.values, update, (path) => state.cleared.push(path), "content.sections");
  return { state, list };
}

describe("formList", () => {
  const start: Values = {
    title: "Página",
    content: {
      sections: [
        { title: "A", text: "a" },
        { title: "B", text: "b" },
      ],
    },
  };

  it("reads the list at a dotted path", () => {
    expect(
      editor(start)
        .list()
        .items.map((section) => section.title),
    ).toEqual(["A", "B"]);
  });

  it("patches one item and leaves the rest of the values as they were", () => {
    const { state, list } = editor(start);
    list().patch(1, { text: "novo" });
    expect(state.values).toEqual({
      title: "Página",
      content: {
        sections: [
          { title: "A", text: "a" },
          { title: "B", text: "novo" },
        ],
      },
    });
    expect(start.content.sections[1]!.text).toBe("b");
    expect(state.cleared).toEqual([]);
  });

  it("two patches in a row both land", () => {
    const { state, list } = editor(start);
    const sections = list();
    sections.patch(0, { title: "X" });
    sections.patch(1, { title: "Y" });
    expect(state.values.content.sections.map((section) => section.title)).toEqual(["X", "Y"]);
  });

  it("replacing the list clears the errors of its items", () => {
    const { state, list } = editor(start);
    list().replace([{ title: "B", text: "b" }]);
    expect(state.values.content.sections).toEqual([{ title: "B", text: "b" }]);
    expect(state.cleared).toEqual(["content.sections"]);
  });
});
