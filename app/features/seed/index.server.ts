export { seedIfEmpty, seedSampleContent } from "./seed.server";
