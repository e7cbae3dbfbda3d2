import { setRequestLocale } from "next-intl/server";
import { SectionMessages } from "@/components/i18n/section-messages";

// The admin screens' client components read only these namespaces.
const CLIENT_NAMESPACES = ["admin"] as const;

export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <SectionMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
      <div className="mx-auto w-full max-w-6xl px-4 py-10">{children}</div>
    </SectionMessages>
  );
}
