import { Icon } from "~/ui/icons/icon";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { visitorSessionId } from "~/features/analytics";
import { cannedReply, noTextReply, welcomeMessage, type ChatCompany } from "../copy";
import { chatLimits } from "../schema";
import { ReplyText } from "./reply-text";

/** `live`: received in this panel, not read back from the history. */
type Message = { role: "user" | "assistant"; content: string; live?: boolean };

const bubble = "w-fit max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-line";
const assistantBubble = cn(bubble, "bg-white text-steel-900 shadow-sm");

/**
 * The 'Atendente Virtual' window: a welcome bubble, the session's history, a typing indicator
 * while a reply is pending. On a phone it is a sheet along the bottom of the screen; from `sm`
 * up, a panel above the button. The input keeps the focus from one reply to the next.
 */
export default function ChatPanel({ open, onClose, company }: { open: boolean; onClose: () => void; company: ChatCompany | null }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    // Sending waits for the history (it may already hold the message); a hung request must not block it.
    fetch(`/api/chat?session_id=${encodeURIComponent(visitorSessionId())}`, { signal: AbortSignal.timeout(5000) })
      .then((response) => (response.ok ? response.json() : { messages: [] }))
      .then((body: { messages?: Array<{ type: string; content: string }> }) => {
        if (cancelled) return;
        setMessages(
          (body.messages ?? []).map((item): Message => ({ role: item.type === "user" ? "user" : "assistant", content: item.content })),
        );
      })
      .catch(() => {
        // History is a convenience: the chat works without it.
      })
      .finally(() => {
        if (!cancelled) setHistoryLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Escape closes the chat wherever the focus is (a tap on a message leaves it on the page);
  // here rather than in the launcher, so the first page load does not carry it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  // On opening and after every reply, the next question is typed at once.
  useEffect(() => {
    if (open && historyLoaded && !pending) input.current?.focus();
  }, [open, historyLoaded, pending]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, pending, open]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending || !historyLoaded) return;
    // A slot button leaves the screen while the reply is pending: the focus waits in the input, not on the page.
    input.current?.focus();
    setDraft("");
    setMessages((current) => [...current, { role: "user", content: message }]);
    setPending(true);
    let reply: string;
    try {
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          message,
          timestamp: new Date().toISOString(),
          session_id: visitorSessionId(),
          page_url: window.location.href,
        }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { response?: string; message?: string };
      reply = body.response || body.message || noTextReply;
    } catch {
      reply = cannedReply(company?.yearsInMarket ?? null);
    }
    setMessages((current) => [...current, { role: "assistant", content: reply, live: true }]);
    setPending(false);
  }

  if (!open) return null;
  const locked = pending || !historyLoaded;
  const latest = messages.length - 1;
  return (
    <>
      {/* On a phone the sheet covers the page's lower part; a tap above it closes it. */}
      <div aria-hidden className="fixed inset-0 z-[60] bg-steel-900/50 sm:hidden" onClick={onClose} />
      <section
        role="dialog"
        aria-label="Atendente Virtual"
        data-chat-panel
        className={cn(
          "fixed inset-x-0 bottom-0 z-[60] flex h-[min(36rem,85dvh)] flex-col overflow-hidden rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_32px_rgba(0,0,0,0.2)]",
          "sm:inset-x-auto sm:right-6 sm:bottom-24 sm:z-50 sm:h-[28rem] sm:w-96 sm:rounded-card sm:border sm:border-steel-200 sm:pb-0 sm:shadow-2xl",
        )}
      >
        <header className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
          <h2 className="font-semibold">Atendente Virtual</h2>
          <button type="button" onClick={onClose} aria-label="Fechar Atendente Virtual" className="rounded-md p-1 hover:bg-white/10">
            <Icon name="X" className="size-5" />
          </button>
        </header>
        {/* Live only once the history is in, so reopening reads out new replies, not the whole past. */}
        <div
          ref={list}
          className="flex-1 space-y-3 overflow-y-auto overscroll-contain bg-steel-50 p-4 text-sm"
          aria-live={historyLoaded ? "polite" : "off"}
          aria-relevant="additions"
        >
          <div className={assistantBubble}>
            <span className="sr-only">Atendente: </span>
            {welcomeMessage(company)}
          </div>
          {messages.map((message, index) =>
            message.role === "user" ? (
              <p key={index} className={cn(bubble, "ml-auto bg-brand-700 text-white")}>
                <span className="sr-only">Você: </span>
                {message.content}
              </p>
            ) : (
              <div key={index} className={assistantBubble}>
                <span className="sr-only">Atendente: </span>
                {/* Only the latest reply, just received, offers its slots as buttons: slots read back from the history may be taken. */}
                <ReplyText
                  text={message.content}
                  onChooseSlot={index === latest && message.live && !pending ? (slot) => void send(slot.value) : undefined}
                />
              </div>
            ),
          )}
          {pending ? (
            <p role="status" className="w-fit rounded-2xl bg-white px-3 py-2 text-steel-600 shadow-sm">
              <span className="sr-only">O atendente está digitando</span>
              <span aria-hidden className="inline-flex gap-1">
                <span className="size-1.5 animate-bounce rounded-full bg-steel-500" />
                <span className="size-1.5 animate-bounce rounded-full bg-steel-500 [animation-delay:150ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-steel-500 [animation-delay:300ms]" />
              </span>
            </p>
          ) : null}
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send(draft);
          }}
          className="flex gap-2 border-t border-steel-200 p-3"
        >
          <label htmlFor="chat-input" className="sr-only">
            Sua pergunta
          </label>
          {/* Read-only, not disabled, while a reply is pending: a disabled field drops the focus (and a phone's keyboard). */}
          <input
            ref={input}
            id="chat-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Digite sua pergunta..."
            maxLength={chatLimits.message}
            readOnly={locked}
            aria-disabled={locked || undefined}
            autoComplete="off"
            enterKeyHint="send"
            className="h-10 min-w-0 flex-1 rounded-md border border-steel-300 px-3 text-base aria-disabled:bg-steel-100 sm:text-sm"
          />
          <button
            type="submit"
            disabled={locked || !draft.trim()}
            aria-label="Enviar"
            className="flex size-10 items-center justify-center rounded-md bg-brand-700 text-white disabled:opacity-50"
          >
            <Icon name="Send" className="size-4" />
          </button>
        </form>
      </section>
    </>
  );
}
