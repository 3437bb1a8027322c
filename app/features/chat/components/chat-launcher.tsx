import { Icon } from "~/ui/icons/icon";
import { lazy, Suspense, useRef, useState } from "react";
import { markLeadPromptDone } from "~/features/contact";
import type { ChatCompany } from "../copy";

// The conversation window loads on the first click, keeping it off the first page load.
const ChatPanel = lazy(() => import("./chat-panel"));

/** The chat button beside WhatsApp's; absent when the chat is switched off in the settings. */
export function ChatLauncher({ company }: { company: ChatCompany | null }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <aside aria-label="Atendimento virtual" data-chat-open={open ? "true" : undefined}>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setRequested(true);
          // A visitor who talked to the assistant is not interrupted by the quote prompt afterwards.
          markLeadPromptDone();
          setOpen((value) => !value);
        }}
        aria-label={open ? "Fechar Atendente Virtual" : "Abrir Atendente Virtual"}
        aria-expanded={open}
        className="fixed right-20 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-transform hover:scale-105 sm:right-24 sm:bottom-6"
      >
        <Icon name="MessageCircle" className="size-7" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} company={company} />
        </Suspense>
      ) : null}
    </aside>
  );
}
