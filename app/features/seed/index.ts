export { sampleCatalogue } from "./sample-catalogue";
export { sampleCompany } from "./sample-content";
