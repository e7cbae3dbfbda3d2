// Runs once when the server starts: stamps every request with its socket's address
// (lib/api/client-address.ts explains why).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installSocketAddressHook } = await import("./lib/api/socket-address-hook");
    installSocketAddressHook();
  }
}
