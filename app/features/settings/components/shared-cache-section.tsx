import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";
import { defaultSharedCache, sharedCacheBounds, type SharedCacheSetting } from "../shared-cache";

const shown = (value: number) => (Number.isNaN(value) ? "" : String(value));
const asNumber = (value: string) => (value === "" ? Number.NaN : Number(value));

/** How long a CDN or a proxy in front of the site keeps the public pages (`s-maxage`, `stale-while-revalidate`). */
export function SharedCacheSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { field, values, update, errorAt } = form;
  const set = (name: keyof SharedCacheSetting) => (value: string) =>
    update((current) => ({ ...current, shared_cache: { ...current.shared_cache, [name]: asNumber(value) } }));
  const maxAge = field("shared_cache.max_age");
  const stale = field("shared_cache.stale_while_revalidate");
  return (
    <FormSection
      title="Cache da CDN e do proxy"
      description="Quando o site está atrás de uma CDN ou de um proxy com cache, as páginas públicas ficam guardadas lá e chegam mais rápido aos visitantes. Toda alteração salva no painel pede à CDN que descarte as páginas afetadas, quando ela está configurada para isso."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id={maxAge.id}
          name={maxAge.name}
          label="Tempo no cache da CDN (segundos)"
          type="number"
          inputMode="numeric"
          value={shown(values.shared_cache.max_age)}
          onChange={set("max_age")}
          error={errorAt("shared_cache.max_age")}
          hint={`Por quanto tempo a CDN entrega a página guardada sem consultar o site. De 0 a ${sharedCacheBounds.max_age.toLocaleString("pt-BR")}; padrão ${defaultSharedCache.max_age}.`}
          required
        />
        <TextField
          id={stale.id}
          name={stale.name}
          label="Cópia antiga enquanto atualiza (segundos)"
          type="number"
          inputMode="numeric"
          value={shown(values.shared_cache.stale_while_revalidate)}
          onChange={set("stale_while_revalidate")}
          error={errorAt("shared_cache.stale_while_revalidate")}
          hint={`Depois desse tempo, por quanto tempo a CDN ainda pode mostrar a cópia guardada enquanto busca a nova. De 0 a ${sharedCacheBounds.stale_while_revalidate.toLocaleString("pt-BR")}; padrão ${defaultSharedCache.stale_while_revalidate}.`}
          required
        />
      </div>
    </FormSection>
  );
}
