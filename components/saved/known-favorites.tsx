"use client";

import { useEffect } from "react";
import { setSaved } from "./favorite-store";

/** Tells the hearts on a saved-deals list what the server already knows: these deals are saved. */
export function KnownFavorites({ ids }: { ids: readonly number[] }) {
  useEffect(() => {
    for (const id of ids) setSaved(id, true);
  }, [ids]);
  return null;
}
