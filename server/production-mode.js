// Imported first by server/index.js: React, React Router and better-auth pick their production
// or development builds from NODE_ENV when they are first loaded, so it is set before anything
// else is. `npm start` and `npm run serve` run in production, `npm run dev` (--dev) in development,
// on every platform (no shell syntax in package.json).
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
