import { sectionLayout } from "@/components/i18n/section-messages";

// The planners: their client islands read only the Planner namespace.
export default sectionLayout(["Planner"], "max-w-6xl");
