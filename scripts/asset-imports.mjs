// Vite answers `import href from "./file.svg?url"` with the file's address. Code that Node runs
// outside Vite (these scripts, the end-to-end tests' seeding) can reach a component that does
// so through a feature's entry; it gets the file's path, which it never renders.
// The hooks run in the importing thread (registerHooks): `register`'s hooks thread made every
// one of the app's 1,500 imports a round trip to it, 2 s of each script's start.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, next) {
    if (!specifier.endsWith("?url")) return next(specifier, context);
    const { url } = next(specifier.slice(0, -"?url".length), context);
    return { url: `${url}?url`, shortCircuit: true };
  },
  load(url, context, next) {
    if (!url.endsWith("?url")) return next(url, context);
    return { format: "module", source: `export default ${JSON.stringify(new URL(url).pathname)};`, shortCircuit: true };
  },
});
