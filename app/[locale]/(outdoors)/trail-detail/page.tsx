import { hasLocale } from "next-intl";
import { notFound, permanentRedirect } from "next/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

// trail-detail has no page of its own: its places live under it, the list at /national-trails.
export default async function Redirect({ params }: PageProps<"/[locale]/trail-detail">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  permanentRedirect(localizePath("/national-trails", locale));
}
