export { MyTasksCard } from "./components/my-tasks-card";
export { taskBounds, taskFields, taskMessages, taskTypeLabel, taskTypeLabels } from "./tasks";
