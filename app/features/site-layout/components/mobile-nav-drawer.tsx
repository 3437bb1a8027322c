import { Icon } from "~/ui/icons/icon";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { DialogCloseButton } from "~/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/ui/sheet";
import { mainNavigation } from "../navigation";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyName: string;
  /** Focus goes back to the menu button, which is not a dialog trigger of its own. */
  onClosed: () => void;
};

export default function MobileNavDrawer({ open, onOpenChange, companyName, onClosed }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        className="flex flex-col"
      >
        <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
          <SheetTitle className="font-semibold text-steel-900">Menu</SheetTitle>
          <DialogCloseButton label="Fechar menu" />
        </div>
        <SheetDescription className="sr-only">Navegação do site {companyName}</SheetDescription>
        <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={"end" in item}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-3 text-base font-medium",
                      isActive ? "bg-brand-50 text-brand-800" : "text-steel-800 hover:bg-steel-100",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link
                to="/admin"
                onClick={close}
                className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-steel-800 hover:bg-steel-100"
              >
                <Icon name="Shield" className="size-5" />
                Área administrativa
              </Link>
            </li>
          </ul>
        </nav>
        <div className="border-t border-steel-200 p-4">
          <Link
            to="/contato"
            onClick={close}
            className="flex h-11 items-center justify-center rounded-md bg-accent-600 font-semibold text-white hover:bg-accent-700"
          >
            Fale Conosco
          </Link>
        </div>
      </SheetContent>
    </Sheet>
  );
}
