import { z } from "~/lib/zod";
import { staffNameSchema } from "~/features/auth";

export const accountMessages = {
  saved: "Nome salvo.",
  saveError: "Não foi possível salvar o nome.",
} as const;

/** 'Minha conta': the name the staff member goes by in the panel and in its e-mails. */
export const accountNameSchema = z.object({ name: staffNameSchema });
