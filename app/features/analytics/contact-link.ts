/** The kind of contact a link opens: WhatsApp, a phone call or an e-mail; null for any other link. */
export function contactLinkKind(href: string): "whatsapp" | "phone" | "email" | null {
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\//i.test(href) || /^whatsapp:/i.test(href)) return "whatsapp";
  if (/^tel:/i.test(href)) return "phone";
  if (/^mailto:/i.test(href)) return "email";
  return null;
}
