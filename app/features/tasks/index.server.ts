/** Staff's tasks on leads: due dates, owners and 'Minhas tarefas'; this is its server side. */
export { myTasks, openTasksByOwner, taskListLimit, type OwnerTask } from "./my-tasks.server";
