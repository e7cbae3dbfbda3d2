import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { locales } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { webAppManifest } from "@/lib/pwa/manifest";

// Built once per language (lib/pwa/manifest.ts says why it is not app/manifest.ts).
export const dynamic = "force-static";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/manifest.webmanifest">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const [offline, metadata] = await Promise.all([getTranslations({ locale, namespace: "Offline" }), getTranslations({ locale, namespace: "Metadata" })]);
  const manifest = webAppManifest(locale, { shortName: offline("shortName"), description: metadata("defaultDescription") });
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
}
