"use client";

import type { ReactNode } from "react";
import { useCurrentUser } from "@/lib/auth/current-user-client";

/**
 * Renders its (server-rendered) children unless the shared current-user store says the visitor
 * is Premium: pages stay static, and Premium members lose upsells and ads once the store knows.
 */
export function HideForPremium({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user?.is_premium_user) return null;
  return <>{children}</>;
}
