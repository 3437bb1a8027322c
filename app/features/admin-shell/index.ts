export { AdminShell } from "./components/admin-shell";
export { readSidebarOpen } from "./sidebar-state";
export { ForbiddenScreen } from "./components/forbidden-screen";
