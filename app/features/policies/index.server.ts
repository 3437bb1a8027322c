export { cookiePolicyVersion, listPolicies } from "./queries.server";
export { updatePolicy } from "./service.server";
export { policyHistory } from "./history.server";
