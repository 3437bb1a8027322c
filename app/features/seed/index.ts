/** The sample content a new site starts with. */
export { sampleCatalogue } from "./sample-catalogue";
export { sampleCompany } from "./sample-content";
