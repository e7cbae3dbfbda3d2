"use client";

// TanStack Query for the interactive sections only (components/i18n/section-messages.tsx puts it
// there): the home page, the content pages and the deferred-hydration pages ship none of it.
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "./query-client";

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
