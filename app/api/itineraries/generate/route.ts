import { clientAddress } from "@/lib/api/client-address";
import { errorResponse, json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { itineraryPath } from "@/lib/itineraries/paths";
import { localizePath } from "@/lib/i18n/paths";
import { generatePlanSchema } from "@/lib/planner/schema";
import { prepareGeneration, runGeneration, type GenerationEvent } from "@/lib/planner/service";

const NDJSON = "application/x-ndjson";

/**
 * POST /api/itineraries/generate: plan and save a trip (counts against the Free plan's 1 itinerary).
 * Refusals (400, 401, 402, 413, 415, 429) answer as JSON errors before any planning. With
 * `Accept: application/x-ndjson` the answer streams as it is made, one JSON object a line:
 * `start` (provider), `stop` (each stop named so far), `fallback` (the AI failed: why), then
 * `done` (the saved itinerary and its page) or `error` ({ message, code }).
 */
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, generatePlanSchema);
  const prepared = await prepareGeneration(user.id, input, { address: clientAddress(req) });
  if (!(req.headers.get("accept") ?? "").includes(NDJSON)) {
    const { itinerary, provider, fallback } = await runGeneration(user.id, prepared, { signal: req.signal });
    return json({ itinerary, provider, fallback }, { status: 201 });
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          // the visitor left: the plan is still saved
        }
      };
      try {
        const { itinerary, provider, fallback } = await runGeneration(user.id, prepared, { onEvent: (event: GenerationEvent) => send(event) });
        const page = localizePath(itineraryPath(itinerary.id), input.language);
        send({ type: "done", provider, fallback, itinerary, url: fallback ? `${page}?notice=ai-fallback` : page });
      } catch (error) {
        const response = errorResponse(error);
        send({ type: "error", status: response.status, ...((await response.json()) as object) });
      } finally {
        try {
          controller.close();
        } catch {
          // already closed
        }
      }
    },
  });
  return new Response(stream, { status: 200, headers: { "Content-Type": `${NDJSON}; charset=utf-8`, "Cache-Control": "no-store", "X-Accel-Buffering": "no" } });
});
