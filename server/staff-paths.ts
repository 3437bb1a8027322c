/**
 * React Router matches a path whatever its case and its percent-encoding (`/ADMIN/leads` and
 * `/%61dmin/leads` are the leads screen), so every check of where a request goes compares the
 * decoded path the same way. A screen's data loader is its path with `.data` (`/admin.data`).
 */
const staffPath = /^\/(?:api\/)?admin(?:[/.]|$)/i;
const previewPath = /^\/visualizar\//i;
const apiPath = /^\/api\//i;

/** The path as React Router reads it; one it cannot decode is left as it is (Express refuses it). */
export function decodedPath(path: string) {
  if (!path.includes("%")) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The back office: its screens, their data loaders and its API. */
export const isStaffPath = (path: string) => staffPath.test(decodedPath(path));

/** Where a page is shown to staff only: the back office and the previews of unpublished pages and posts. */
export const isPrivatePath = (path: string) => {
  const plain = decodedPath(path);
  return staffPath.test(plain) || previewPath.test(plain);
};

/** The API, answered in its JSON envelope. */
export const isApiPath = (path: string) => apiPath.test(decodedPath(path));

const secretLinkPage = /^\/(?:proposta|reuniao)\//i;

/** A page opened from a private link: a customer's proposal, a meeting's confirmation. */
export const isSecretLinkPage = (path: string) => secretLinkPage.test(decodedPath(path));
