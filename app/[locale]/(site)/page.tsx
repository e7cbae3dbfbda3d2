export const dynamic = "error";

import { setRequestLocale } from "next-intl/server";

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <h1 className="p-8 text-3xl font-bold">Wander Bold</h1>;
}
