import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/** The save button of a long form, kept in view at the bottom of the screen while editing. */
export function SaveBar({ busy, label, children }: { busy: boolean; label: string; children?: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-steel-200 bg-white/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
      {children}
      <Button type="submit" disabled={busy}>
        <Save aria-hidden className="size-4" />
        {busy ? "Salvando..." : label}
      </Button>
    </div>
  );
}
