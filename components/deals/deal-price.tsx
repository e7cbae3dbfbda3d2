import { Price } from "@/components/currency/price";

/**
 * A deal's price as its card shows it, in the visitor's currency: the price, with the former
 * price struck through above it when the deal costs less than before.
 */
export function DealPrice({ priceUsd, originalPriceUsd }: { priceUsd: number; originalPriceUsd: number | null }) {
  return (
    <div className="text-right">
      {originalPriceUsd !== null && originalPriceUsd > priceUsd && (
        <p className="text-xs text-muted-foreground line-through">
          <Price amount={originalPriceUsd} />
        </p>
      )}
      <p className="text-xl font-bold">
        <Price amount={priceUsd} />
      </p>
    </div>
  );
}
