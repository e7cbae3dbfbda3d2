import type { ReactNode } from "react";
import { siteConfig } from "@/lib/site-config";

type Brand = (typeof siteConfig.paymentBrands)[number];

const word = (text: string, fill: string, size = 13) => (
  <text x="30" y="24.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize={size} fill={fill}>
    {text}
  </text>
);

/** Simplified inline marks (no external requests); each is an image with the brand's name. */
const marks: Record<Brand, { background: string; art: ReactNode }> = {
  Visa: { background: "#1a1f71", art: word("VISA", "#ffffff", 15) },
  Mastercard: {
    background: "#ffffff",
    art: (
      <>
        <circle cx="24" cy="20" r="11" fill="#eb001b" />
        <circle cx="36" cy="20" r="11" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  "American Express": { background: "#2e77bc", art: word("AMEX", "#ffffff", 14) },
  Discover: {
    background: "#ffffff",
    art: (
      <>
        {word("DISCOVER", "#231f20", 8)}
        <circle cx="48" cy="20" r="5" fill="#f58220" />
      </>
    ),
  },
  "Apple Pay": { background: "#000000", art: word("Apple Pay", "#ffffff", 10) },
  "Google Pay": { background: "#ffffff", art: word("G Pay", "#3c4043", 13) },
  PayPal: { background: "#ffffff", art: word("PayPal", "#003087", 12) },
};

/** The supported payment brands as accessible images (role img, aria-label), footer and subscription page. */
export function PaymentBrands({ title, label }: { title: string; label: string }) {
  return (
    <div className="mt-6">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
        {siteConfig.paymentBrands.map((brand) => (
          <li key={brand}>
            <svg role="img" aria-label={brand} viewBox="0 0 60 40" width="48" height="32" className="rounded border">
              <rect width="60" height="40" rx="4" fill={marks[brand].background} />
              {marks[brand].art}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
