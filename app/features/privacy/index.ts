/** A person's data under the LGPD: the export and the erasure. */
export { LeadPrivacyPanel } from "./components/lead-privacy-panel";
export { ErasureForm } from "./components/erasure-form";
export { ErasureScope } from "./components/erasure-scope";
export { leadPrivacyPath } from "./privacy-paths";
export { privacyMessages } from "./privacy-messages";
