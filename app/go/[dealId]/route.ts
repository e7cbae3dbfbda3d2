import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/errors";
import { withAnyone } from "@/lib/api/handler";
import { recordClickOut } from "@/lib/deals/service";

// GET /go/{dealId}: record the click-out and send the traveller to the partner (302); an unknown
// deal answers 404 and a database outage 503, both in the error contract ({ message, code }).
export const GET = withAnyone(async (request, { params }) => {
  const dealId = String(params.dealId ?? "");
  const id = /^\d{1,10}$/.test(dealId) ? Number(dealId) : NaN;
  const target = Number.isFinite(id) ? await recordClickOut(id) : null;
  if (!target) throw new AppError("not_found", { message: "Deal not found" });
  const location = target.expired ? new URL(target.url, request.url) : target.url;
  return NextResponse.redirect(location, { status: 302, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
});
