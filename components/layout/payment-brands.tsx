import { siteConfig } from "@/lib/site-config";

/** The supported payment brands, each as a labelled badge (role img for assistive technology). */
export function PaymentBrands({ title, label }: { title: string; label: string }) {
  return (
    <div className="mt-6">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
        {siteConfig.paymentBrands.map((brand) => (
          <li key={brand}>
            <span role="img" aria-label={brand} className="inline-flex h-8 items-center rounded border bg-background px-2 text-xs font-semibold tracking-tight">
              <span aria-hidden>{brand}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
