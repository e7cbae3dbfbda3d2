import "server-only";
import { headers } from "next/headers";
import { clientAddressFromHeaders } from "./client-address";

/** The client's address inside a server action or a page (the request's headers, as route handlers read them). */
export async function actionClientAddress(): Promise<string> {
  const all = await headers();
  return clientAddressFromHeaders((name) => all.get(name));
}
