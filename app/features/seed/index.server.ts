/** The sample content a new site starts with; this is its server side. */
export { seedIfEmpty, seedSampleContent } from "./seed.server";
