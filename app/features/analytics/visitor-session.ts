const storageKey = "visitor_session_id";

/** The visitor's session id, kept in sessionStorage for visits and the chat alike. */
export function visitorSessionId() {
  let id = sessionStorage.getItem(storageKey);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(storageKey, id);
  }
  return id;
}
