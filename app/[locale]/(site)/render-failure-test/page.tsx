import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isDemoMode } from "@/lib/demo";

// A demo route (DEMO_MODE=1 only) that fails while rendering, so the error screen can be tested
// against a production build. Everywhere else it is a 404.
export default async function RenderFailureTestPage() {
  await connection();
  if (!isDemoMode()) notFound();
  throw new Error("Deliberate render failure (DEMO_MODE test route)");
}
