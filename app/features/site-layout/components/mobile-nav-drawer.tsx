import { Shield, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[18rem] max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
            <Dialog.Title className="font-semibold text-steel-900">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-steel-700 hover:bg-steel-100" aria-label="Fechar menu">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navegação do site {companyName}</Dialog.Description>
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
                  <Shield aria-hidden className="size-5" />
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
