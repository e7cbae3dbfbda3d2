import { json, withSession } from "@/lib/api/handler";
import { parseInput } from "@/lib/api/read-json";
import { listProgramValuations } from "@/lib/points/queries";
import { programQuerySchema } from "@/lib/points/schema";

// GET /api/points/programs[?kind=bank|airline|hotel]: every loyalty program with its current valuation
export const GET = withSession(async (req) => {
  const { kind } = parseInput(programQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const programs = await listProgramValuations(kind);
  return json({ programs });
});
