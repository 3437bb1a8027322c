const storageKey = "visitor_session_id";

/** What a visitor session id looks like (a UUID from the browser): 8 to 64 letters, digits and hyphens. */
export const visitorSessionIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** The visitor's session id, kept in sessionStorage for visits and the chat alike. */
export function visitorSessionId() {
  let id = sessionStorage.getItem(storageKey);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(storageKey, id);
  }
  return id;
}
