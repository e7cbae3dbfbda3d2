import http from "node:http";
import { SOCKET_ADDRESS_HEADER } from "./client-address";

let installed = false;

/**
 * Stamps every request the Node HTTP servers of this process receive with the socket's remote
 * address, replacing any value the client sent. Installed once from instrumentation.ts.
 */
export function installSocketAddressHook() {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "unknown";
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
