import { AppError } from "@/lib/api/errors";
import { json, withAdmin } from "@/lib/api/handler";
import { getUserByEmailOrThrow } from "@/lib/users/queries";
import { userMessages } from "@/lib/users/schema";

export const dynamic = "force-dynamic";

/** The {email} segment; decoded once more when a client encoded it twice over ("%2540"). */
function emailParam(value: unknown): string {
  let email = typeof value === "string" ? value.trim() : "";
  if (!email.includes("@") && /%40/i.test(email)) {
    try {
      email = decodeURIComponent(email);
    } catch {
      // Left as is: it matches no account and answers 404.
    }
  }
  if (!email) throw new AppError("bad_request", { message: userMessages.emailRequired });
  return email;
}

// GET /api/admin/users/by-email/{email}: the user with that address, or 404 { message }
export const GET = withAdmin(async (_req, { params }) => json(await getUserByEmailOrThrow(emailParam(params.email))));
