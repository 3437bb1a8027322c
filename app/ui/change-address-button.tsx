import { PencilLine } from "lucide-react";
import { Button } from "./button";

/** 'Alterar endereço' under a published item's locked slug: its address changes only when staff ask. */
export function ChangeAddressButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onClick}>
      <PencilLine aria-hidden className="size-4" />
      Alterar endereço
    </Button>
  );
}
