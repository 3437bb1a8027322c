/** A staff member's own account: their name, and the 'Minha conta' screen. */
export { AccountNameForm } from "./components/account-name-form";
