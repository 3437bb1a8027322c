import { z } from "~/lib/zod";

export const minPasswordLength = 8;
/** The auth library's own ceiling: a longer password is refused at sign-in. */
export const maxPasswordLength = 128;

/** A staff member's new password, wherever one is chosen (the command line, a reset link). */
export const newPasswordSchema = z
  .string()
  .min(minPasswordLength, `A senha deve ter pelo menos ${minPasswordLength} caracteres.`)
  .max(maxPasswordLength, `A senha deve ter no máximo ${maxPasswordLength} caracteres.`);
