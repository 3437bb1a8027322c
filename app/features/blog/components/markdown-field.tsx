import { describedBy, Textarea } from "~/ui/field";
import { Label } from "~/ui/input";
import { RichText } from "~/ui/rich-text";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/ui/tabs";

type Mode = "write" | "preview";

type Props = {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  error?: string;
};

/** Markdown text with a preview rendered as the blog renders it. The text stays mounted while previewing. */
export function MarkdownField({ id, name, label, value, onChange, mode, onModeChange, error }: Props) {
  const hint = "Aceita Markdown: ## títulos, listas com -, **negrito**, *itálico*, [links](https://…) e ![imagens](/uploads/…).";
  return (
    <Tabs value={mode} onValueChange={(next) => onModeChange(next as Mode)}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        <TabsList aria-label={`Modo de edição: ${label}`}>
          <TabsTrigger value="write" className="px-3 py-1.5">
            Escrever
          </TabsTrigger>
          <TabsTrigger value="preview" className="px-3 py-1.5">
            Visualizar
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write" forceMount>
        <Textarea
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={20}
          className="font-mono leading-relaxed"
          {...describedBy(id, { error, hint })}
        />
      </TabsContent>
      <TabsContent
        value="preview"
        className="min-h-96 rounded-md border border-steel-300 bg-white px-4 py-3 [&_.prose-content>:first-child]:mt-0"
      >
        {value.trim() ? <RichText content={value} /> : <p className="text-sm text-steel-600">Nada para visualizar ainda.</p>}
      </TabsContent>
      <p id={`${id}-hint`} className="mt-1 text-xs text-steel-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Tabs>
  );
}
