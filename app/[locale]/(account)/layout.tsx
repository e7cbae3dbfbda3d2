import { setRequestLocale } from "next-intl/server";
import { SectionMessages } from "@/components/i18n/section-messages";

// Account screens are interactive forms: their client components read only these namespaces.
const CLIENT_NAMESPACES = ["Auth", "Validation", "Dashboard", "Settings", "Account"] as const;

export default async function AccountLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <SectionMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
      <div className="mx-auto w-full max-w-5xl px-4 py-10">{children}</div>
    </SectionMessages>
  );
}
