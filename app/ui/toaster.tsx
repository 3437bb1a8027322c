import { Toaster as Sonner } from "sonner";
import { readableToastColors } from "./toast-colors";

/** Toasts of the back office: bottom right, announced to screen readers by the library. */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} style={readableToastColors} />;
}
