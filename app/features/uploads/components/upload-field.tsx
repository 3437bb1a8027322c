import type { ComponentProps } from "react";
import { FileUpload } from "./file-upload";

type Props = Omit<ComponentProps<typeof FileUpload>, "hint"> & { id: string; name?: string; error?: string; hint?: string };

/**
 * The upload control as a form field: an id to move focus to, the file's address posted
 * under its name, a hint that stays visible once a file is chosen, and the field's error under it.
 */
export function UploadField({ id, name, error, hint, ...upload }: Props) {
  return (
    <div id={id} className="min-w-0">
      <FileUpload {...upload} />
      {name ? <input type="hidden" name={name} value={upload.value} /> : null}
      {hint ? <p className="mt-1 text-xs text-steel-600">{hint}</p> : null}
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
