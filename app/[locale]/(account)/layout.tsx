import { sectionLayout } from "@/components/i18n/section-messages";

// Account screens are interactive forms: their client components read only these namespaces.
export default sectionLayout(["Auth", "Validation", "ApiMessages", "PasswordStrength", "Dashboard", "Settings", "Account"], "max-w-5xl");
