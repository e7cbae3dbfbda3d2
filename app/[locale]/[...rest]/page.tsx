import { notFound } from "next/navigation";

// Any path no page matches renders the locale's 404 screen with status 404.
export default function CatchAll() {
  notFound();
}
