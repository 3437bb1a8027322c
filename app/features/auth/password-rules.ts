import { z } from "zod";

/** The rules of every staff password: the command line's, an invitation's and a reset's. */
export const minPasswordLength = 8;
export const maxPasswordLength = 128;

const passwordLengthMessage = `A senha deve ter pelo menos ${minPasswordLength} caracteres.`;

export const newPassword = z
  .string({ error: passwordLengthMessage })
  .min(minPasswordLength, passwordLengthMessage)
  .max(maxPasswordLength, `A senha pode ter até ${maxPasswordLength} caracteres.`);
