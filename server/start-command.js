// How the production server is started: `npm run serve` runs exactly this (checked by its test),
// and so do the tests and benchmarks that start their own servers.
// On Node 24, V8 compiles PGlite's WebAssembly with its optimising compiler as the database opens
// and sizes its young generation from the machine's memory: a first start peaked at 830 MiB and
// kept about 450 MiB. Liftoff alone and 16 MiB semi-spaces (Node 20's size) keep it under 300 MiB,
// for about 14 % of the uncached throughput (decision 137). V8 reads these flags only at start-up.
export const serverNodeFlags = ["--liftoff-only", "--max-semi-space-size=16"];

// glibc gives each thread that allocates its own malloc arena, up to 8 per core. Pages are
// compressed on libuv's threads, and what they freed stayed scattered over those arenas: under 30
// minutes of mixed traffic, resident memory crept 12 % past its value at minute 5. With two
// arenas it held (decision 240). glibc reads this only when the process starts.
export const serverEnv = { MALLOC_ARENA_MAX: "2" };

/** The arguments of `node` that serve the production build. */
export const serverArgs = [...serverNodeFlags, "server/index.js"];
