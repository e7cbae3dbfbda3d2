import { NextResponse } from "next/server";
import { recordClickOut } from "@/lib/deals/service";

// GET /go/{dealId}: record the click-out and send the traveller to the partner (302).
export async function GET(request: Request, { params }: { params: Promise<{ dealId: string }> }) {
  const { dealId } = await params;
  const id = /^\d{1,10}$/.test(dealId) ? Number(dealId) : NaN;
  const target = Number.isFinite(id) ? await recordClickOut(id) : null;
  if (!target) return NextResponse.json({ message: "Deal not found" }, { status: 404 });
  const location = target.expired ? new URL(target.url, request.url) : target.url;
  return NextResponse.redirect(location, { status: 302, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
