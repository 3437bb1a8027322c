import { redirect } from "react-router";

/** 'Segurança da conta' grew into 'Minha conta': old bookmarks and links land there. */
export function loader() {
  return redirect("/admin/conta");
}
