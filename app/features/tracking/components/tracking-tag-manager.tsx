import { Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { TrackingTag } from "~/db/content-types";
import { newId } from "~/lib/ids";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { HiddenFields } from "~/ui/hidden-fields";
import {
  addTrackingTag,
  isCompleteDraft,
  newTrackingTagDraft,
  removeTrackingTag,
  trackingTagMessages,
  trackingTagPositionLabels,
  trackingTagTypeLabels,
} from "../tag-schema";
import { EditTrackingTagDialog } from "./edit-tracking-tag-dialog";
import { TrackingTagFields } from "./tracking-tag-fields";

type Props = {
  idPrefix: string;
  /** The form field that posts the list (as hidden fields). */
  name?: string;
  tags: TrackingTag[];
  onChange: (tags: TrackingTag[]) => void;
  /** An error the server or the schema found in the list. */
  error?: string;
};

/**
 * The tracking tags of the site or of a page: add (name and code required, otherwise
 * nothing is added), edit, remove. Changes are kept until the page's form is saved.
 */
export function TrackingTagManager({ idPrefix, name, tags, onChange, error }: Props) {
  const [draft, setDraft] = useState(newTrackingTagDraft);
  const [incomplete, setIncomplete] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLDivElement>(null);

  function add() {
    if (!isCompleteDraft(draft)) {
      setIncomplete(true);
      return;
    }
    onChange(addTrackingTag(tags, draft, newId("tag")));
    setAnnouncement(`Tag ${draft.name.trim()} adicionada.`);
    setDraft(newTrackingTagDraft());
    setIncomplete(false);
    document.getElementById(`${idPrefix}-new-name`)?.focus();
  }

  return (
    <div className="space-y-5">
      {name ? <HiddenFields name={name} value={tags} /> : null}
      <div ref={list} tabIndex={-1} id={idPrefix} className="focus:outline-none">
        {tags.length === 0 ? (
          <p className="rounded-md border border-dashed border-steel-300 p-4 text-sm text-steel-600">Nenhuma tag cadastrada.</p>
        ) : (
          <ul aria-label="Tags cadastradas" className="divide-y divide-steel-200 rounded-md border border-steel-200">
            {tags.map((tag) => (
              <li key={tag.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-steel-900">{tag.name}</p>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    <Badge tone={tag.enabled ? "success" : "neutral"}>{tag.enabled ? "Ativo" : "Inativo"}</Badge>
                    <Badge tone="brand">{trackingTagTypeLabels[tag.type]}</Badge>
                    <Badge>{trackingTagPositionLabels[tag.position]}</Badge>
                  </div>
                  <code className="mt-2 block truncate text-xs text-steel-600">{tag.content}</code>
                </div>
                <div className="flex shrink-0 gap-2">
                  <EditTrackingTagDialog
                    idPrefix={`${idPrefix}-edit-${tag.id}`}
                    tag={tag}
                    onSave={(edited) => {
                      onChange(tags.map((item) => (item.id === edited.id ? edited : item)));
                      setAnnouncement(`Tag ${edited.name} atualizada.`);
                    }}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      onChange(removeTrackingTag(tags, tag.id));
                      setAnnouncement(`Tag ${tag.name} removida.`);
                      list.current?.focus();
                    }}
                    aria-label={`Remover a tag ${tag.name}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Remover
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      </div>

      <fieldset className="rounded-md border border-steel-200 bg-steel-50 p-4">
        <legend className="px-1 text-sm font-semibold text-steel-900">Nova tag</legend>
        <TrackingTagFields idPrefix={`${idPrefix}-new`} draft={draft} onChange={setDraft} onEnter={add} />
        {incomplete ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {trackingTagMessages.incomplete}
          </p>
        ) : null}
        <Button type="button" variant="outline" className="mt-4" onClick={add}>
          <Plus aria-hidden className="size-4" />
          Adicionar Tag
        </Button>
      </fieldset>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
