"use client";

import { useEffect, useState } from "react";
import { requestMemberData } from "@/lib/api-client/member-data";
import { SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";
import type { MemberPageData, PagePart } from "@/lib/members/page-parts";

/**
 * The member's data with `parts`, from the page's one member request (lib/api-client/member-data.ts):
 * undefined until known, null for a signed-out visitor (no request at all) or a failed request.
 * The island that calls it must carry `data-member-parts` with the same parts in its server HTML,
 * so the page's first request covers it whoever asks first.
 */
export function useMemberData(parts: readonly PagePart[]): MemberPageData | null | undefined {
  const [data, setData] = useState<MemberPageData | null | undefined>(undefined);
  const key = parts.join(",");
  useEffect(() => {
    let live = true;
    const load = () => void requestMemberData({ parts: key ? (key.split(",") as PagePart[]) : [] }).then((value) => live && setData(value));
    load();
    // After the store has forgotten the old session (its own listener runs first).
    const onChange = () => setTimeout(load, 0);
    window.addEventListener(SESSION_CHANGED_EVENT, onChange);
    return () => {
      live = false;
      window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
    };
  }, [key]);
  return data;
}
