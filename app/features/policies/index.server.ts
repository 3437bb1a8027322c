export { cookiePolicyVersion, listPolicies } from "./queries.server";
export { updatePolicy } from "./service.server";
