import { sectionLayout } from "@/components/i18n/section-messages";

// The points admin screen sits with the other admin screens' messages, so the shared 403 page
// ('Admin Access Required') can read them.
export default sectionLayout(["admin"], "max-w-6xl");
