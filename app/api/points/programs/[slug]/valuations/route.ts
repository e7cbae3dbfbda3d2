import { AppError } from "@/lib/api/errors";
import { json, withSession } from "@/lib/api/handler";
import { getValuationHistory } from "@/lib/points/queries";
import { pointsMessages } from "@/lib/points/schema";

// GET /api/points/programs/{slug}/valuations: a program's dated valuations, oldest first
export const GET = withSession(async (_req, { params }) => {
  const slug = typeof params.slug === "string" ? params.slug : "";
  const valuations = slug.length <= 80 ? await getValuationHistory(slug) : null;
  if (!valuations) throw new AppError("not_found", { message: pointsMessages.unknownProgram });
  return json({ program: slug, valuations });
});
