/** Staff's tasks on leads: due dates, owners and 'Minhas tarefas'. */
export { MyTasksCard } from "./components/my-tasks-card";
export { taskBounds, taskFields, taskMessages, taskTypeLabel, taskTypeLabels } from "./tasks";
