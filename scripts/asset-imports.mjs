// Vite answers `import href from "./file.svg?url"` with the file's address. Code that Node runs
// outside Vite (these scripts, the end-to-end tests' seeding) can reach a component that does
// so through a feature's entry; it gets the file's path, which it never renders.
import { register } from "node:module";

register("./asset-import-hooks.mjs", import.meta.url);
