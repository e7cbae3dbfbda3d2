import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/handler";
import { exportFileName, toGpx, toICalendar } from "@/lib/itineraries/export";
import { getItinerary } from "@/lib/itineraries/service";

const FORMATS = {
  ics: { type: "text/calendar; charset=utf-8", render: toICalendar },
  gpx: { type: "application/gpx+xml; charset=utf-8", render: toGpx },
} as const;

// GET /api/itineraries/{id}/export?format=ics|gpx: download the itinerary as a calendar or GPS file
export const GET = withUser(async (req, { user, params }) => {
  const format = new URL(req.url).searchParams.get("format") ?? "ics";
  if (format !== "ics" && format !== "gpx") throw new AppError("bad_request", { message: "format must be ics or gpx" });
  const itinerary = await getItinerary(user.id, String(params.id ?? ""));
  if (format === "ics" && !itinerary.startDate) throw new AppError("bad_request", { message: "Set a start date before exporting to a calendar" });
  const { type, render } = FORMATS[format];
  return new Response(render(itinerary), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${exportFileName(itinerary.title, format)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
