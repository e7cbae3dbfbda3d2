import { z } from "zod";

// zod, set up once for server and browser alike: import `z` from here, not from "zod" (ESLint
// enforces it). The pages' Content-Security-Policy allows no eval, and zod's probe for its
// eval-compiled object parser (`new Function("")`) is then a CSP violation reported in every
// visitor's console. Its interpreted parser needs no eval and is fast enough for form-sized input.
z.config({ jitless: true });

export { z };
