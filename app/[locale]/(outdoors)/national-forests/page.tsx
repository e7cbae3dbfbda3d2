import { hasLocale } from "next-intl";
import { notFound, permanentRedirect } from "next/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

// national-forests has no page of its own: its places live under it, the list at /national-forests-map.
export default async function Redirect({ params }: PageProps<"/[locale]/national-forests">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  permanentRedirect(localizePath("/national-forests-map", locale));
}
