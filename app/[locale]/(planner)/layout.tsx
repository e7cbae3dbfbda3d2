import { sectionLayout } from "@/components/i18n/section-messages";

// The planners: their client islands read only the Planner namespace (and Offline: the manual
// planner's offline edits, My Trips' 'Available offline' marks).
export default sectionLayout(["Planner", "Offline"], "max-w-6xl");
