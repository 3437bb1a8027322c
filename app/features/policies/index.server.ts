/** The site's policies (privacy, cookies, terms): their text and editor; this is its server side. */
export { cookiePolicyVersion, listPolicies, policiesUpdatedAt } from "./queries.server";
export { updatePolicy } from "./service.server";
export { policyHistory } from "./history.server";
