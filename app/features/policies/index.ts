/** The site's policies (privacy, cookies, terms): their text and editor. */
export { EditPolicyDialog } from "./components/edit-policy-dialog";
export { policyUpdateSchema } from "./schema";
