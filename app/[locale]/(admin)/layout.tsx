import { sectionLayout } from "@/components/i18n/section-messages";

// The admin screens' client components read only these namespaces.
export default sectionLayout(["admin"], "max-w-6xl");
