// Module hooks registered by asset-imports.mjs: `?url` imports load as their file's path.

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, next) {
  if (!specifier.endsWith("?url")) return next(specifier, context);
  const { url } = await next(specifier.slice(0, -"?url".length), context);
  return { url: `${url}?url`, shortCircuit: true };
}

/** @type {import("node:module").LoadHook} */
export async function load(url, context, next) {
  if (!url.endsWith("?url")) return next(url, context);
  return { format: "module", source: `export default ${JSON.stringify(new URL(url).pathname)};`, shortCircuit: true };
}
