export { AccountNameForm } from "./components/account-name-form";
