import { Tabs } from "radix-ui";
import { describedBy, Textarea } from "~/ui/field";
import { Label } from "~/ui/input";
import { RichText } from "~/ui/rich-text";

type Mode = "write" | "preview";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  error?: string;
};

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-steel-700 hover:text-steel-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** Markdown text with a preview rendered as the blog renders it. The text stays mounted while previewing. */
export function MarkdownField({ id, label, value, onChange, mode, onModeChange, error }: Props) {
  const hint = "Aceita Markdown: ## títulos, listas com -, **negrito**, *itálico*, [links](https://…) e ![imagens](/uploads/…).";
  return (
    <Tabs.Root value={mode} onValueChange={(next) => onModeChange(next as Mode)}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        <Tabs.List aria-label={`Modo de edição: ${label}`} className="inline-flex rounded-lg bg-steel-100 p-1">
          <Tabs.Trigger value="write" className={tabClass}>
            Escrever
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            Visualizar
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={20}
          className="font-mono leading-relaxed"
          {...describedBy(id, { error, hint })}
        />
      </Tabs.Content>
      <Tabs.Content value="preview" className="min-h-96 rounded-md border border-steel-300 bg-white px-4 py-3 [&_.prose-content>:first-child]:mt-0">
        {value.trim() ? <RichText content={value} /> : <p className="text-sm text-steel-600">Nada para visualizar ainda.</p>}
      </Tabs.Content>
      <p id={`${id}-hint`} className="mt-1 text-xs text-steel-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Tabs.Root>
  );
}
