// Starts one production server process (server/app-server.ts; scripts/serve.mjs runs one per
// core): the edge is TypeScript, loaded through tsx's scoped loader, as the worker is run with tsx
// (scripts/worker.mjs). Only the edge's own modules and the app modules they import go through
// it; Next.js and every other package load as Node loads them.
//
//   node server/start.mjs -p 3000 [-H localhost]     (-p defaults to PORT, then 3000)
import { tsImport } from "tsx/esm/api";

process.env.NODE_ENV = "production";
if (!process.argv.includes("-p")) process.argv.push("-p", process.env.PORT || "3000");
await tsImport("./app-server.ts", import.meta.url);
