import { sectionLayout } from "@/components/i18n/section-messages";

// Saved deals and price alerts: their client components read only these namespaces.
export default sectionLayout(["saved"], "max-w-6xl");
