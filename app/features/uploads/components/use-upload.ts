import { useEffect, useState } from "react";
import { toast } from "sonner";
import { maxUploadBytes, uploadMessages } from "../rules";
import type { Progress } from "./upload-progress";
import { uploadWithProgress, type UploadedFile } from "./upload-request";

/**
 * Sends one file at a time to the upload API, its progress for `UploadProgress` and its outcome
 * as a toast. The progress row clears 2 s after success, 3 s after an error.
 */
export function useUpload(onUploaded: (file: UploadedFile) => void) {
  const [progress, setProgress] = useState<Progress>(null);

  useEffect(() => {
    if (progress?.state !== "done" && progress?.state !== "failed") return;
    const timer = setTimeout(() => setProgress(null), progress.state === "done" ? 2000 : 3000);
    return () => clearTimeout(timer);
  }, [progress]);

  async function upload(file: File) {
    if (file.size > maxUploadBytes) {
      setProgress({ state: "failed", message: uploadMessages.tooLarge });
      toast.error(uploadMessages.tooLarge);
      return;
    }
    setProgress({ state: "uploading", percent: 0 });
    try {
      const uploaded = await uploadWithProgress(file, (percent) => setProgress({ state: "uploading", percent }));
      onUploaded(uploaded);
      setProgress({ state: "done" });
      toast.success("Arquivo enviado com sucesso!");
    } catch (error) {
      const message = error instanceof Error ? error.message : "Erro ao enviar arquivo";
      setProgress({ state: "failed", message });
      toast.error(`Erro no upload: ${message}`);
    }
  }

  return { progress, upload, uploading: progress?.state === "uploading" };
}
