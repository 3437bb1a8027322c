import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * Classes of a long form with a SaveBar: fields reached by Tab or by the focus on an
 * error scroll clear of the pinned header and bar.
 */
export const savedFormClass = "space-y-6 [&_button]:scroll-mt-36 [&_input]:scroll-mt-36 [&_select]:scroll-mt-36 [&_textarea]:scroll-mt-36";

/**
 * The save button of a long form, pinned under the admin header while editing. It sits at
 * the top because toasts appear at the bottom and would cover it there.
 */
export function SaveBar({ busy, label, children }: { busy: boolean; label: string; children?: ReactNode }) {
  return (
    <div className="sticky top-14 z-10 -mx-4 flex justify-end gap-3 border-b border-steel-200 bg-steel-50/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
      {children}
      <Button type="submit" disabled={busy}>
        <Save aria-hidden className="size-4" />
        {busy ? "Salvando..." : label}
      </Button>
    </div>
  );
}
