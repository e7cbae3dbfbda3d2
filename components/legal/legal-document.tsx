import { getTranslations } from "next-intl/server";
import { AdSlot } from "@/components/ads/ad-slot";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/icons";
import { Link } from "@/lib/i18n/navigation";
import { siteConfig } from "@/lib/site-config";

export type LegalSection = { title: string; paragraphs?: string[]; items?: string[] };

/** The legal pages and the footer labels that name them. */
const legalPages = [
  { path: "/legal", label: "legal" },
  { path: "/privacy", label: "privacy" },
  { path: "/terms", label: "termsOfService" },
  { path: "/affiliate-partnerships", label: "advertisingPolicy" },
] as const;

type LegalDocumentProps = {
  /** Message namespace holding title, intro, lastUpdated and sections.<id>. */
  namespace: "Legal" | "Privacy" | "Terms" | "Partnerships";
  /** Canonical path of the page (for the breadcrumb and the related links). */
  path: string;
  /** Section ids in reading order; each is the anchor of its section. */
  sectionIds: readonly string[];
  icon: IconName;
};

/** One layout for every legal document: breadcrumb, title, table of contents, sections. */
export async function LegalDocument({ namespace, path, sectionIds, icon }: LegalDocumentProps) {
  const t = await getTranslations(namespace);
  const legal = await getTranslations("Legal");
  const footer = await getTranslations("Footer");
  const sections = sectionIds.map((id) => ({ id, ...(t.raw(`sections.${id}`) as LegalSection) }));

  return (
    <>
    <article className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("title"), path }]} />
      <header className="mt-6 border-b pb-8">
        <Icon name={icon} className="size-10 text-primary" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{t("title")}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{t("intro")}</p>
        <p className="mt-3 text-sm text-muted-foreground">{t("lastUpdated")}</p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[220px_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {legal("document.toc")}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-foreground/80 hover:text-primary hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 space-y-10">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
                {section.title}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-foreground/90">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 ps-6 leading-7 text-foreground/90">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}

          <footer className="rounded-lg border bg-muted/40 p-6">
            <p>
              {legal("document.contactLead")}{" "}
              <a href={`mailto:${siteConfig.supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {siteConfig.supportEmail}
              </a>
            </p>
            <h2 className="mt-4 text-sm font-semibold">{legal("document.related")}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {legalPages
                .filter((page) => page.path !== path)
                .map((page) => (
                  <li key={page.path}>
                    <Link href={page.path} prefetch={false} className="text-primary underline-offset-4 hover:underline">
                      {footer(page.label)}
                    </Link>
                  </li>
                ))}
            </ul>
          </footer>
        </div>
      </div>
    </article>
    {/* The page layout's optional 'Advertisement' strip (docs/features/site-wide.md), above the footer. */}
    <AdSlot />
    </>
  );
}
