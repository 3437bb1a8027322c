import { Icon } from "~/ui/icons/icon";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { visitorSessionId } from "~/features/analytics";
import { cannedReply, chatLimits, noTextReply } from "../schema";
import { ReplyText, slotOptions } from "./reply-text";

/** `live`: received in this panel, not read back from the history. */
type Message = { role: "user" | "assistant"; content: string; live?: boolean };

/**
 * The slots offered by the latest reply, as buttons. Only a reply that just arrived: slots read
 * back from the history may be taken.
 */
function liveSlotOptions(message: Message | undefined) {
  return message?.role === "assistant" && message.live ? slotOptions(message.content) : [];
}

/** The 'Atendente Virtual' window: the session's history, a typing indicator while a reply is pending. */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
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

  useEffect(() => {
    if (open && historyLoaded) input.current?.focus();
  }, [open, historyLoaded]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, pending]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending || !historyLoaded) return;
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
      reply = cannedReply();
    }
    setMessages((current) => [...current, { role: "assistant", content: reply, live: true }]);
    setPending(false);
    input.current?.focus();
  }

  if (!open) return null;
  const options = liveSlotOptions(messages.at(-1));
  const locked = pending || !historyLoaded;
  return (
    <section
      role="dialog"
      aria-label="Atendente Virtual"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-2 bottom-[calc(var(--consent-offset,0px)+5.5rem)] z-50 flex h-[min(26rem,calc(100dvh-var(--consent-offset,0px)-8rem))] flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[28rem] sm:w-96"
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
        className="flex-1 space-y-3 overflow-y-auto bg-steel-50 p-4 text-sm"
        aria-live={historyLoaded ? "polite" : "off"}
        aria-relevant="additions"
      >
        {messages.length === 0 ? (
          <p className="text-steel-600">Olá! Pergunte sobre produtos, serviços, orçamentos, horários ou contato.</p>
        ) : null}
        {messages.map((message, index) => (
          <p
            key={index}
            className={cn(
              "max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-line",
              message.role === "user" ? "ml-auto bg-brand-700 text-white" : "bg-white text-steel-900 shadow-sm",
            )}
          >
            <span className="sr-only">{message.role === "user" ? "Você: " : "Atendente: "}</span>
            {message.role === "assistant" ? <ReplyText text={message.content} /> : message.content}
          </p>
        ))}
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
        {!pending && options.length > 0 ? (
          <div role="group" aria-label="Escolha uma opção" className="flex flex-wrap gap-2">
            {options.map((option) => (
              <button
                key={option.value}
                type="button"
                onClick={() => void send(option.label)}
                className="rounded-full border border-brand-300 bg-white px-3 py-1 text-left text-xs font-medium text-brand-800 hover:bg-brand-50"
              >
                {option.value}. {option.label}
              </button>
            ))}
          </div>
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
        <input
          ref={input}
          id="chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Digite sua pergunta..."
          maxLength={chatLimits.message}
          disabled={locked}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-md border border-steel-300 px-3 text-sm disabled:bg-steel-100"
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
  );
}
