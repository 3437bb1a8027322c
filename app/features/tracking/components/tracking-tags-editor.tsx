import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import type { TrackingTag } from "~/db/content-types";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Select, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import { Switch } from "~/ui/switch";

export const tagTypeLabels = { pixel: "Pixel", script: "Script", meta: "Meta" } as const;
export const tagPositionLabels = { head: "Cabeçalho (head)", body_start: "Início do body", body_end: "Fim do body" } as const;

/** A new tag with the spec's defaults: type pixel, position head, enabled. */
export function newTrackingTag(): TrackingTag {
  return { id: crypto.randomUUID(), name: "", type: "pixel", content: "", position: "head", enabled: true };
}

type Props = { tags: TrackingTag[]; onChange: (tags: TrackingTag[]) => void; errors?: Record<string, string>; errorPrefix?: string };

/** Edits a list of tracking tags: name, type, code, position and the Ativo/Inativo switch. */
export function TrackingTagsEditor({ tags, onChange, errors = {}, errorPrefix = "tracking_tags" }: Props) {
  const baseId = useId();
  const update = (index: number, change: Partial<TrackingTag>) =>
    onChange(tags.map((tag, position) => (position === index ? { ...tag, ...change } : tag)));
  return (
    <div className="space-y-4">
      {tags.length === 0 ? <p className="text-sm text-steel-600">Nenhuma tag cadastrada.</p> : null}
      {tags.map((tag, index) => {
        const id = `${baseId}-${index}`;
        return (
          <fieldset key={tag.id} className="rounded-md border border-steel-200 p-4">
            <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-steel-800">
              Tag {index + 1}
              <Badge tone={tag.enabled ? "success" : "neutral"}>{tag.enabled ? "Ativo" : "Inativo"}</Badge>
            </legend>
            <div className="grid gap-3 md:grid-cols-3">
              <Field id={`${id}-name`} label="Nome" error={errors[`${errorPrefix}.${index}.name`]}>
                <Input id={`${id}-name`} value={tag.name} onChange={(event) => update(index, { name: event.target.value })} />
              </Field>
              <Field id={`${id}-type`} label="Tipo">
                <Select id={`${id}-type`} value={tag.type} onChange={(event) => update(index, { type: event.target.value as TrackingTag["type"] })}>
                  {Object.entries(tagTypeLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id={`${id}-position`} label="Posição">
                <Select
                  id={`${id}-position`}
                  value={tag.position}
                  onChange={(event) => update(index, { position: event.target.value as TrackingTag["position"] })}
                >
                  {Object.entries(tagPositionLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <Field id={`${id}-content`} label="Código" className="mt-3" error={errors[`${errorPrefix}.${index}.content`]}>
              <Textarea
                id={`${id}-content`}
                rows={3}
                value={tag.content}
                onChange={(event) => update(index, { content: event.target.value })}
                className="font-mono text-xs"
              />
            </Field>
            <div className="mt-3 flex items-center justify-between">
              <Switch id={`${id}-enabled`} checked={tag.enabled} onCheckedChange={(enabled) => update(index, { enabled })} label="Tag ativa" />
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(tags.filter((_, position) => position !== index))}>
                <Trash2 aria-hidden className="size-4" />
                Remover tag
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button type="button" variant="outline" onClick={() => onChange([...tags, newTrackingTag()])}>
        <Plus aria-hidden className="size-4" />
        Adicionar tag
      </Button>
    </div>
  );
}
