import { notFound } from "next/navigation";

// Any path no page matches calls notFound(): status 404, and the production server answers with
// the prerendered 404 page of the locale (server/app-server.ts). Next's own not-found
// route (app/not-found.tsx) then only serves requests outside the locale routes.
export default function CatchAll() {
  notFound();
}
