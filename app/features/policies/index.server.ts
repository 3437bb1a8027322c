export { cookiePolicyVersion, listPolicies, policiesUpdatedAt } from "./queries.server";
export { updatePolicy } from "./service.server";
export { policyHistory } from "./history.server";
