import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { taskTypes, type TaskType } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import type { ActionAnswer } from "~/lib/action-result";
import { taskBounds, taskTypeLabels } from "~/features/tasks";
import { leadTaskDoneFormSchema, leadTaskFormSchema, leadTaskReopenFormSchema } from "../lead-forms";
import { useLeadForm } from "./use-lead-form";

export type LeadTaskItem = {
  id: string;
  type: TaskType;
  dueAt: string;
  note: string;
  doneAt: string | null;
  ownerName: string | null;
};

type Owners = Array<{ id: string; name: string }>;

/** 'Concluir' on an open task, 'Reabrir' on a done one. */
function TaskStateForm({ leadId, task, documentAnswer }: { leadId: string; task: LeadTaskItem; documentAnswer: ActionAnswer | undefined }) {
  const done = task.doneAt !== null;
  const { fetcher, form, busy } = useLeadForm({
    id: `tarefa-${task.id}`,
    intent: done ? "task-reopen" : "task-done",
    leadId,
    schema: done ? leadTaskReopenFormSchema : leadTaskDoneFormSchema,
    documentAnswer,
  });
  const what = `${taskTypeLabels[task.type]} de ${formatDateTime(task.dueAt)}`;
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={done ? "task-reopen" : "task-done"} />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="taskId" value={task.id} />
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`${done ? "Reabrir" : "Concluir"} tarefa ${what}`}>
        {done ? "Reabrir" : "Concluir"}
      </Button>
    </fetcher.Form>
  );
}

/** A new task: its kind, when, whose and a note; emptied once saved. */
function NewTaskForm({
  leadId,
  owners,
  ownerId,
  documentAnswer,
}: {
  leadId: string;
  owners: Owners;
  ownerId: string;
  documentAnswer: ActionAnswer | undefined;
}) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-task-${leadId}`,
    intent: "task",
    leadId,
    schema: leadTaskFormSchema,
    documentAnswer,
    defaultValue: { type: "ligar", ownerId, dueAt: "", note: "" },
  });
  const errors = {
    type: fields.type.errors?.[0],
    dueAt: fields.dueAt.errors?.[0],
    ownerId: fields.ownerId.errors?.[0],
    note: fields.note.errors?.[0],
  };
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-steel-200 pt-4">
      <h3 className="text-sm font-semibold text-steel-900">Nova tarefa</h3>
      <input type="hidden" name="intent" value="task" />
      <input type="hidden" name="leadId" value={leadId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={fields.type.id} label="Tipo" error={errors.type}>
          <Select {...getSelectProps(fields.type)} key={fields.type.key} {...describedBy(fields.type.id, { error: errors.type })}>
            {taskTypes.map((type) => (
              <option key={type} value={type}>
                {taskTypeLabels[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={fields.dueAt.id} label="Quando" hint="Horário de Brasília." error={errors.dueAt}>
          <Input
            {...getInputProps(fields.dueAt, { type: "datetime-local" })}
            key={fields.dueAt.key}
            {...describedBy(fields.dueAt.id, { error: errors.dueAt, hint: true })}
          />
        </Field>
      </div>
      <Field id={fields.ownerId.id} label="Quem faz" error={errors.ownerId}>
        <Select {...getSelectProps(fields.ownerId)} key={fields.ownerId.key} {...describedBy(fields.ownerId.id, { error: errors.ownerId })}>
          <option value="">Escolha quem faz</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={fields.note.id} label="Nota (opcional)" error={errors.note}>
        <Textarea
          {...getTextareaProps(fields.note)}
          key={fields.note.key}
          rows={2}
          maxLength={taskBounds.note}
          {...describedBy(fields.note.id, { error: errors.note })}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Criar tarefa
      </Button>
    </fetcher.Form>
  );
}

type Props = {
  leadId: string;
  tasks: LeadTaskItem[];
  owners: Owners;
  /** Who a new task is for unless staff pick another: the lead's owner, or the staff member. */
  ownerId: string;
  /** The loader's time: a task due before it is late, the same on the server and in the browser. */
  now: string;
  documentAnswer: ActionAnswer | undefined;
};

/** The lead's tasks, open ones first, each done or reopened with its button, and a new one. */
export function LeadTasks({ leadId, tasks, owners, ownerId, now, documentAnswer }: Props) {
  return (
    <div className="space-y-4">
      {tasks.length === 0 ? (
        <p className="text-sm text-steel-600">Nenhuma tarefa.</p>
      ) : (
        <ul aria-label="Tarefas do lead" className="divide-y divide-steel-100">
          {tasks.map((task) => {
            const late = task.doneAt === null && task.dueAt < now;
            return (
              <li key={`${task.id}:${task.doneAt ?? ""}`} className="flex flex-wrap items-start justify-between gap-2 py-2 first:pt-0">
                <div className="min-w-0 text-sm">
                  <p className={task.doneAt ? "font-medium text-steel-600 line-through" : "font-medium text-steel-900"}>
                    {taskTypeLabels[task.type]} · {formatDateTime(task.dueAt)}
                  </p>
                  <p className="text-xs text-steel-600">
                    {task.ownerName ?? "Sem responsável"}
                    {task.doneAt ? ` · concluída em ${formatDateTime(task.doneAt)}` : ""}
                  </p>
                  {task.note ? <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-steel-800">{task.note}</p> : null}
                </div>
                <div className="flex items-center gap-2">
                  {late ? <Badge tone="danger">Atrasada</Badge> : null}
                  <TaskStateForm leadId={leadId} task={task} documentAnswer={documentAnswer} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <NewTaskForm leadId={leadId} owners={owners} ownerId={ownerId} documentAnswer={documentAnswer} />
    </div>
  );
}
