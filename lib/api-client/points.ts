// The points admin's writes: transfer bonuses and a card's dated facts. The page renders its lists
// on the server, so a successful write refreshes the page (the caller's router.refresh()).
import { useMutation } from "@tanstack/react-query";
import type { createTransferBonusSchema, updateCardSchema } from "@/lib/points/admin-schema";
import type { z } from "@/lib/zod";
import { apiFetch } from "./fetch";

const BONUSES_PATH = "/api/admin/points/bonuses";

export type PointsAdminChange =
  | { action: "addBonus"; input: z.input<typeof createTransferBonusSchema> }
  | { action: "removeBonus"; id: number }
  | { action: "updateCard"; slug: string; input: z.input<typeof updateCardSchema> };

function send(change: PointsAdminChange): Promise<unknown> {
  switch (change.action) {
    case "addBonus":
      return apiFetch(BONUSES_PATH, { method: "POST", json: change.input });
    case "removeBonus":
      return apiFetch(`${BONUSES_PATH}/${change.id}`, { method: "DELETE" });
    case "updateCard":
      return apiFetch(`/api/admin/points/cards/${encodeURIComponent(change.slug)}`, { method: "PATCH", json: change.input });
  }
}

export function usePointsAdminChange() {
  return useMutation({ mutationFn: send });
}
