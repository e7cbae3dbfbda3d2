import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

export const dynamic = "force-dynamic";

function handler(req: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(req, context);
}

// GET, POST /api/auth/*: next-auth's own endpoints (session, csrf, credentials sign-in), same JWT cookie
export { handler as GET, handler as POST };
