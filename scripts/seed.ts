import { seedSampleContent } from "~/features/seed/index.server";
import { withDatabase } from "./with-database";

await withDatabase("npm run seed", async () => {
  await seedSampleContent();
  console.log("Conteúdo de exemplo verificado: o que faltava foi criado, nada foi alterado.");
});
