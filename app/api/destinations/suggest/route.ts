import { AppError } from "@/lib/api/errors";
import { json, withSession } from "@/lib/api/handler";
import { suggestPlaces } from "@/lib/places/autocomplete";

// GET /api/destinations/suggest?q=par: destinations, cities and countries starting with the text
export const GET = withSession(async (req) => {
  const q = new URL(req.url).searchParams.get("q") ?? "";
  if (q.length > 60) throw new AppError("bad_request", { message: "q must be at most 60 characters" });
  return json({ results: await suggestPlaces(q) });
});
