import { requireStaffApi } from "~/features/auth/session.server";

export const middleware = [requireStaffApi];
