// What a page's Content-Security-Policy names to let its own inline scripts run: the hash of each
// one (lib/security/inline-script-hashes.mjs) or a nonce the page's scripts carry.
import { randomBytes } from "node:crypto";

export { inlineScriptHashSources, scriptHashSource } from "./inline-script-hashes.mjs";

/** A fresh CSP nonce source: 128 random bits. */
export function nonceSource(): string {
  return `'nonce-${randomBytes(16).toString("base64")}'`;
}
