export { myTasks, openTasksByOwner, taskListLimit, type OwnerTask } from "./my-tasks.server";
