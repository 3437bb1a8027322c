import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";

/** A link an administrator hands over by hand: shown in full, with 'Copiar link'. */
export function CopyableLink({ url, label }: { url: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copiado!");
    } catch {
      toast.error("Não foi possível copiar. Selecione o link e copie.");
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Input readOnly value={url} aria-label={label} className="min-w-0 flex-1 font-mono text-xs" />
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        <Copy aria-hidden className="size-4" />
        Copiar link
      </Button>
    </div>
  );
}
