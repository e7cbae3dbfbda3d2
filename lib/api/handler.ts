import "server-only";
import { NextResponse } from "next/server";
import { getRequestUser, type SessionUser } from "@/lib/auth/queries";
import { consumeRateLimit, ratePolicies } from "@/lib/rate-limit";
import { accessErrors, AppError, isAppError } from "./errors";
import { assertSafeText } from "./safe-text";
import { assertSameOrigin } from "./same-origin";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export type HandlerContext<U> = { user: U; params: Record<string, string | string[]> };
type Handler<U> = (req: Request, ctx: HandlerContext<U>) => Promise<Response> | Response;

const NO_STORE = { "Cache-Control": "no-store" };

/** `{ message, code }` (plus `issues` for validation errors) with the code's status. */
export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    const headers: Record<string, string> = { ...NO_STORE };
    if (error.retryAfter !== undefined) headers["Retry-After"] = String(error.retryAfter);
    const body = { ...error.data, message: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) };
    return NextResponse.json(body, { status: error.status, headers });
  }
  if (isDatabaseDown(error)) {
    return NextResponse.json({ message: accessErrors.unavailable, code: "unavailable" }, { status: 503, headers: { ...NO_STORE, "Retry-After": "5" } });
  }
  console.error("Unhandled API error:", error);
  return NextResponse.json({ message: accessErrors.internal, code: "internal" }, { status: 500, headers: NO_STORE });
}

function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === "PrismaClientInitializationError" || code === "ECONNREFUSED" || code === "P1001" || code === "57P03";
}

/** A JSON response that is never cached. */
export function json(body: unknown, init: ResponseInit = {}): NextResponse {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return NextResponse.json(body, { ...init, headers });
}

function wrap<U>(resolve: (req: Request) => Promise<U>, handler: Handler<U>) {
  return async (req: Request, context?: RouteContext): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const user = await resolve(req);
      const params = context?.params ? await context.params : {};
      assertSafeText(params);
      return await handler(req, { user, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * Server-to-server callbacks (Stripe webhooks): no session and no same-origin check, since the
 * caller is not a browser and proves itself by a signature the handler verifies. Errors are
 * mapped like every other route.
 */
export function withSignedCallback(handler: (req: Request) => Promise<Response> | Response) {
  return async (req: Request): Promise<Response> => {
    try {
      return await handler(req);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Any visitor, without looking up a session (beacons, public reads). Checks same-origin for unsafe methods. */
export function withAnyone(handler: Handler<null>) {
  return wrap(async () => null, handler);
}

/** Any visitor; `user` is the signed-in user or null. Checks same-origin for unsafe methods. */
export function withSession(handler: Handler<SessionUser | null>) {
  return wrap(getRequestUser, handler);
}

/** Signed-in users only (401 otherwise). */
export function withUser(handler: Handler<SessionUser>) {
  return wrap(async (req) => {
    const user = await getRequestUser(req);
    if (!user) throw new AppError("unauthorized", { message: accessErrors.notSignedIn });
    return user;
  }, handler);
}

/** Administrators only (401 signed out, 403 signed in without the admin role, 429 past the admin rate limit). */
export function withAdmin(handler: Handler<SessionUser>) {
  return wrap(async (req) => {
    const user = await getRequestUser(req);
    if (!user) throw new AppError("unauthorized", { message: accessErrors.notSignedIn });
    if (user.role !== "admin") throw new AppError("forbidden", { message: accessErrors.adminOnly });
    await consumeRateLimit(ratePolicies.adminAccount, user.id);
    return user;
  }, handler);
}
