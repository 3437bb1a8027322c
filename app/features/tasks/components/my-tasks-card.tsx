import { ListTodo } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { Card } from "~/ui/card";
import { taskTypeLabel } from "../tasks";

type Task = { id: string; type: string; dueAt: string; note: string; leadId: string; leadName: string };

export type MyTasks = { late: Task[]; today: Task[]; next: Task[] };

function Part({ id, title, tasks, empty }: { id: string; title: string; tasks: Task[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-sm font-semibold text-steel-900">
        {title} <span className="font-normal text-steel-600">({tasks.length})</span>
      </h3>
      {tasks.length === 0 ? (
        <p className="mt-1 text-sm text-steel-600">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-2" aria-labelledby={id}>
          {tasks.map((task) => (
            <li key={task.id} className="text-sm">
              <p className="text-steel-700">
                {formatDateTime(task.dueAt)} · {taskTypeLabel(task.type)}
              </p>
              <Link to={`/admin/leads/${task.leadId}`} className="font-medium break-words text-brand-800 underline hover:text-brand-900">
                {task.leadName}
              </Link>
              {task.note ? <p className="truncate text-xs text-steel-600">{task.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signed-in staff member's open tasks: the late ones, today's and the next, each linking to its lead. */
export function MyTasksCard({ tasks }: { tasks: MyTasks }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-steel-900">
        <ListTodo aria-hidden className="size-5 text-brand-700" />
        Minhas tarefas
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <Part id="tarefas-atrasadas" title="Atrasadas" tasks={tasks.late} empty="Nenhuma tarefa atrasada." />
        <Part id="tarefas-hoje" title="Hoje" tasks={tasks.today} empty="Nenhuma tarefa para hoje." />
        <Part id="tarefas-proximas" title="Próximas" tasks={tasks.next} empty="Nenhuma tarefa marcada." />
      </div>
    </Card>
  );
}
