import { withDatabase } from "./with-database";

await withDatabase("npm run db:migrate", async () => {
  console.log("Migrações aplicadas.");
});
