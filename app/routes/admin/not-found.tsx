import { data } from "react-router";
import { NotFoundScreen } from "~/ui/status-screens";

// Rendered inside the panel, with a 404 status, so staff keep their navigation.
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <>
      <title>Página Não Encontrada</title>
      <NotFoundScreen />
    </>
  );
}
