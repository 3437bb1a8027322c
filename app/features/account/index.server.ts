export { accountNameAction } from "./account-name.server";
