/** Only an admin path of this site may be the destination after sign-in. */
export function safeRedirectTarget(value: string | null | undefined) {
  if (!value || !value.startsWith("/admin") || value.startsWith("/admin/auth")) return "/admin";
  return value;
}
