import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "./button";
import { Input } from "./input";

/** Adds a keyword when it is trimmed, non-empty and not already there. */
export function addKeyword(keywords: string[], candidate: string) {
  const keyword = candidate.trim();
  if (!keyword || keywords.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) return keywords;
  return [...keywords, keyword];
}

export function splitKeywords(value: string) {
  return value
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Keywords as chips: Enter or + adds, × removes; the value is the comma-separated list. */
export function KeywordChips({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState("");
  const keywords = splitKeywords(value);
  const add = () => {
    onChange(addKeyword(keywords, draft).join(", "));
    setDraft("");
  };
  return (
    <div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          placeholder="Digite e pressione Enter"
        />
        <Button type="button" variant="outline" onClick={add} aria-label="Adicionar palavra-chave">
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
      {keywords.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Palavras-chave">
          {keywords.map((keyword) => (
            <li key={keyword} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
              {keyword}
              <button
                type="button"
                onClick={() => onChange(keywords.filter((item) => item !== keyword).join(", "))}
                aria-label={`Remover ${keyword}`}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
