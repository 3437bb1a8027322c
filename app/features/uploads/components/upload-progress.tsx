export type Progress = { state: "uploading"; percent: number } | { state: "done" } | { state: "failed"; message: string } | null;

/** The progress bar of an upload, then its outcome. */
export function UploadProgress({ progress }: { progress: Progress }) {
  if (!progress) return null;
  return (
    <div className="mt-2" role="status">
      {progress.state === "uploading" ? (
        <>
          <div
            role="progressbar"
            aria-label="Progresso do envio"
            aria-valuenow={progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 overflow-hidden rounded-full bg-steel-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-steel-600">Enviando... {progress.percent}%</p>
        </>
      ) : progress.state === "done" ? (
        <p className="text-xs text-green-800">Arquivo enviado com sucesso!</p>
      ) : (
        <p className="text-xs text-red-700">Falha no upload: {progress.message}</p>
      )}
    </div>
  );
}
