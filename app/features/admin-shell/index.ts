/** The back office's frame: the side panel, its navigation and the meetings badge. */
export { AdminShell } from "./components/admin-shell";
export { readSidebarOpen } from "./sidebar-state";
export { ForbiddenScreen } from "./components/forbidden-screen";
