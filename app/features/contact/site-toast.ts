import { createElement } from "react";
import { readableToastColors } from "~/ui/toast-colors";

type Sonner = typeof import("sonner");
let loading: Promise<Sonner> | undefined;

/**
 * Toasts of the public site. The library and its one Toaster load with the first
 * message, so pages that never show one never download it.
 */
function sonner() {
  loading ??= Promise.all([import("sonner"), import("react-dom/client")]).then(([library, { createRoot }]) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      createElement(library.Toaster, { position: "top-center", richColors: true, closeButton: true, style: readableToastColors }),
    );
    return new Promise<Sonner>((resolve) => setTimeout(() => resolve(library), 0));
  });
  return loading;
}

export async function toastSuccess(message: string) {
  (await sonner()).toast.success(message);
}

export async function toastError(message: string) {
  (await sonner()).toast.error(message);
}
