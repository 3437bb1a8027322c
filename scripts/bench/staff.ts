import { execFile } from "node:child_process";
import { promisify } from "node:util";

export type Staff = { email: string; password: string };

/** A staff account made as `npm run create-admin` makes it, with the given server settings. */
export async function createStaff(staff: Staff, env: Record<string, string>) {
  await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/asset-imports.mjs",
      "scripts/create-admin.ts",
      "--email",
      staff.email,
      "--password",
      staff.password,
    ],
    { env: { ...process.env, ...env, LOG_LEVEL: "warn" } },
  );
}
