/** What the upload API answers for a stored file. */
export type UploadedFile = {
  name: string;
  url: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
};

/** Posts one file to the upload API, reporting the percentage sent as it goes. */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/uploads");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: Partial<UploadedFile> & { error?: { message?: string } } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A non-JSON answer is reported by its status below.
      }
      if (request.status >= 200 && request.status < 300 && body.url) resolve(body as UploadedFile);
      else reject(new Error(body.error?.message ?? `Não foi possível enviar o arquivo (erro ${request.status}). Tente novamente.`));
    };
    request.onerror = () => reject(new Error("Falha de conexão ao enviar o arquivo. Verifique sua internet e tente novamente."));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
