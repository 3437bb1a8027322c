import { Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/ui/button";
import { UploadProgress } from "./upload-progress";
import type { UploadedFile } from "./upload-request";
import { useUpload } from "./use-upload";

type Props = {
  label: string;
  /** The types the file chooser offers, as its `accept` attribute. */
  accept: string;
  onUploaded: (file: UploadedFile) => void;
};

/** A button that sends one chosen file with its progress, for a screen with no field to fill. */
export function UploadButton({ label, accept, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { progress, upload, uploading } = useUpload(onUploaded);
  return (
    <div>
      <Button type="button" onClick={() => input.current?.click()} disabled={uploading}>
        <Upload aria-hidden className="size-4" />
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <UploadProgress progress={progress} />
    </div>
  );
}
