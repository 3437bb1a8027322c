export { AdminShell } from "./components/admin-shell";
export { readSidebarOpen } from "./sidebar-state";
