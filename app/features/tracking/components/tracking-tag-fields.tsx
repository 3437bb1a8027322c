import { describedBy, Field, Select, Textarea } from "~/ui/field";
import { Switch } from "~/ui/switch";
import { RequiredLabel, TextField } from "~/ui/text-field";
import {
  trackingTagPositionLabels,
  trackingTagPositions,
  trackingTagTypeLabels,
  trackingTagTypes,
  type TrackingTagDraft,
} from "../tag-schema";

type Props = {
  idPrefix: string;
  draft: TrackingTagDraft;
  onChange: (draft: TrackingTagDraft) => void;
  /** Enter in the name field does this instead of submitting the page's form. */
  onEnter: () => void;
};

const codeHint = "O HTML que o fornecedor entrega: <script>, <noscript>, <img> ou <meta>.";

/** The fields of one tag, shared by the add form and the edit dialog. */
export function TrackingTagFields({ idPrefix, draft, onChange, onEnter }: Props) {
  const set = (patch: Partial<TrackingTagDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onEnter();
          }}
        >
          <TextField
            id={`${idPrefix}-name`}
            label="Nome da tag"
            value={draft.name}
            onChange={(name) => set({ name })}
            required
            placeholder="Ex.: Pixel do LinkedIn"
          />
        </div>
        <Field id={`${idPrefix}-type`} label="Tipo">
          <Select
            id={`${idPrefix}-type`}
            value={draft.type}
            onChange={(event) => set({ type: event.target.value as TrackingTagDraft["type"] })}
          >
            {trackingTagTypes.map((type) => (
              <option key={type} value={type}>
                {trackingTagTypeLabels[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${idPrefix}-position`} label="Posição">
          <Select
            id={`${idPrefix}-position`}
            value={draft.position}
            onChange={(event) => set({ position: event.target.value as TrackingTagDraft["position"] })}
          >
            {trackingTagPositions.map((position) => (
              <option key={position} value={position}>
                {trackingTagPositionLabels[position]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id={`${idPrefix}-content`} label={<RequiredLabel label="Código da tag" required />} hint={codeHint}>
        <Textarea
          id={`${idPrefix}-content`}
          value={draft.content}
          onChange={(event) => set({ content: event.target.value })}
          rows={4}
          spellCheck={false}
          aria-required
          {...describedBy(`${idPrefix}-content`, { hint: codeHint })}
          className="font-mono"
        />
      </Field>
      <Switch id={`${idPrefix}-enabled`} checked={draft.enabled} onCheckedChange={(enabled) => set({ enabled })} label="Tag ativa" />
    </div>
  );
}
