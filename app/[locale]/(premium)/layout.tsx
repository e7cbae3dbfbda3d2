import { sectionLayout } from "@/components/i18n/section-messages";

// The subscription screens' client components read only these namespaces.
export default sectionLayout(["Subscription", "Checkout", "PremiumManagement", "Billing"], "max-w-5xl");
