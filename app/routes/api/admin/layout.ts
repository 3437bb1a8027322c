import { requireStaffApi } from "~/features/auth/index.server";

export const middleware = [requireStaffApi];
