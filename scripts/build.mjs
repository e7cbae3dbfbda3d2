import { baseEnv } from "./lib/environment.mjs";
import { buildIfStale } from "./lib/build.mjs";

await buildIfStale(baseEnv(), { force: true });
