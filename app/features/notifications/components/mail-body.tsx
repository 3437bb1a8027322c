import { cn } from "~/lib/cn";

/** An e-mail's text as it was written, lines kept. */
export function MailBody({ text, className }: { text: string; className?: string }) {
  return (
    <pre className={cn("rounded-md bg-steel-50 p-3 font-sans text-sm whitespace-pre-wrap text-steel-800 wrap-anywhere", className)}>
      {text}
    </pre>
  );
}
