import { Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { visitorSessionId } from "~/features/analytics/visitor-session";
import { cannedReply, chatLimits, noTextReply } from "../schema";

type Message = { role: "user" | "assistant"; content: string };

/** The numbered choices of a reply ("1. segunda-feira, 23/11/2026 às 11:00"), offered as buttons. */
function numberedOptions(message: Message | undefined) {
  if (message?.role !== "assistant") return [];
  return [...message.content.matchAll(/^(\d+)\. (.+)$/gm)].map((match) => ({ value: match[1]!, label: match[2]! }));
}

/** Site paths in replies become links; everything else stays text. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https:\/\/wa\.me\/\S+|\/(?:produtos|servicos|importados|contato|politicas|blog|quem-somos)(?:\/[a-z0-9-]+)?)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-medium underline" target={part.startsWith("http") ? "_blank" : undefined} rel="noreferrer">
            {part.startsWith("http") ? "WhatsApp" : part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
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
    fetch(`/api/chat?session_id=${encodeURIComponent(visitorSessionId())}`)
      .then((response) => (response.ok ? response.json() : { messages: [] }))
      .then((body: { messages?: Array<{ type: string; content: string }> }) => {
        if (cancelled) return;
        const history = (body.messages ?? []).map((item): Message => ({ role: item.type === "user" ? "user" : "assistant", content: item.content }));
        // Messages sent while the history was on its way stay after it.
        setMessages((current) => [...history, ...current]);
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
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, pending]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending) return;
    setDraft("");
    setMessages((current) => [...current, { role: "user", content: message }]);
    setPending(true);
    let reply: string;
    try {
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, timestamp: new Date().toISOString(), session_id: visitorSessionId(), page_url: window.location.href }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { response?: string; message?: string };
      reply = body.response || body.message || noTextReply;
    } catch {
      reply = cannedReply();
    }
    setMessages((current) => [...current, { role: "assistant", content: reply }]);
    setPending(false);
    input.current?.focus();
  }

  if (!open) return null;
  const options = numberedOptions(messages.at(-1));
  return (
    <section
      role="dialog"
      aria-label="Atendente Virtual"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-2 bottom-[calc(var(--consent-offset,0px)+5.5rem)] z-50 flex h-80 max-h-[70vh] flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[28rem] sm:w-96"
    >
      <header className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <h2 className="font-semibold">Atendente Virtual</h2>
        <button type="button" onClick={onClose} aria-label="Fechar Atendente Virtual" className="rounded-md p-1 hover:bg-white/10">
          <X aria-hidden className="size-5" />
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
            {message.role === "assistant" ? <Linked text={message.content} /> : message.content}
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
          disabled={pending}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-md border border-steel-300 px-3 text-sm disabled:bg-steel-100"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          aria-label="Enviar"
          className="flex size-10 items-center justify-center rounded-md bg-brand-700 text-white disabled:opacity-50"
        >
          <Send aria-hidden className="size-4" />
        </button>
      </form>
    </section>
  );
}
