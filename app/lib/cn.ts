import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components never receive classes that fight their own (a variant
 * exists for that instead), so no merging library is shipped to the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
