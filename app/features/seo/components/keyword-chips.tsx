import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/ui/button";
import { describedBy, Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { addKeywords, joinKeywords, parseKeywords, removeKeyword } from "../keywords";

type Props = {
  id: string;
  /** The form field that posts the keywords. */
  name?: string;
  label: string;
  /** The keywords as stored: comma-separated. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Meta keywords as chips: Enter or the plus button adds one, × removes it. */
export function KeywordChips({ id, name, label, value, onChange, error }: Props) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const keywords = parseKeywords(value);
  const hint = "Pressione Enter ou + para adicionar. Palavras repetidas são ignoradas.";

  function add() {
    onChange(joinKeywords(addKeywords(keywords, text)));
    setText("");
  }

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
          placeholder="Ex.: separação magnética"
          {...describedBy(id, { error, hint })}
        />
        <Button type="button" variant="outline" onClick={add} aria-label="Adicionar palavra-chave" title="Adicionar palavra-chave">
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
      {keywords.length > 0 ? (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
          {keywords.map((keyword) => (
            <li key={keyword} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
              {keyword}
              <button
                type="button"
                onClick={() => {
                  onChange(joinKeywords(removeKeyword(keywords, keyword)));
                  input.current?.focus();
                }}
                aria-label={`Remover palavra-chave ${keyword}`}
                className="rounded-full p-1 hover:bg-brand-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
