/** A staff member's own account: their name, and the 'Minha conta' screen; this is its server side. */
export { accountNameAction } from "./account-name.server";
