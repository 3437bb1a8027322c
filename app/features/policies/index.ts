export { EditPolicyDialog } from "./components/edit-policy-dialog";
export { policyUpdateSchema } from "./schema";
