// Started by server/index.js before it opens the database: applies the migrations and seeds
// the sample content in a process of its own, so the memory that takes leaves with it.
const buildPath = "../build/server/index.js";
const holder = process.argv[2] ?? "npm start";

try {
  const { prepareDatabase } = /** @type {{ prepareDatabase: (holder: string) => Promise<void> }} */ (await import(buildPath));
  await prepareDatabase(`${holder} (preparação do banco)`);
} catch (error) {
  const known = error instanceof Error && ["ConfigError", "DatabaseLockedError"].includes(error.name);
  console.error(known ? error.message : error);
  process.exit(1);
}

export {};
