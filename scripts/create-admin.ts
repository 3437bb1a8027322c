import { createOrResetStaff } from "~/features/auth/index.server";
import { createAdminArgs, createAdminReport, createAdminUsage } from "./create-admin-args";
import { withDatabase } from "./with-database";

const args = createAdminArgs(process.argv.slice(2));
if (!args) {
  console.error(createAdminUsage);
  process.exit(1);
}

await withDatabase("npm run create-admin", async () => {
  const outcome = await createOrResetStaff(args);
  for (const line of createAdminReport(args, outcome)) console.log(line);
});
