import { z } from "~/lib/zod";
import { taskTypes, type TaskType } from "~/db/schema";
import { parseBusinessDateTime } from "~/lib/dates";
import { maxLengthMessage } from "~/lib/form-rules";

/** pt-BR names of the kinds of task. */
export const taskTypeLabels: Record<TaskType, string> = {
  ligar: "Ligar",
  email: "E-mail",
  whatsapp: "WhatsApp",
  reuniao: "Reunião",
  visita: "Visita",
  tarefa: "Tarefa",
};

export const taskTypeLabel = (type: string) => taskTypeLabels[type as TaskType] ?? type;

export const taskBounds = { note: 1000 } as const;

/** What staff read when a task is refused or saved. */
export const taskMessages = {
  type: "Escolha o tipo da tarefa.",
  dueAt: "Informe o dia e a hora da tarefa, como 25/11/2026 09:00.",
  notFound: "Tarefa não encontrada neste lead.",
  created: "Tarefa criada.",
  done: "Tarefa concluída.",
  reopened: "Tarefa reaberta.",
} as const;

/** A task's own fields: its kind, when (São Paulo time, from a `datetime-local` field) and a note. */
export const taskFields = {
  type: z.enum(taskTypes, { error: taskMessages.type }),
  dueAt: z
    .string({ error: taskMessages.dueAt })
    .trim()
    .refine((value) => parseBusinessDateTime(value) !== undefined, taskMessages.dueAt),
  note: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(taskBounds.note, maxLengthMessage(taskBounds.note)))
    .default(""),
};
