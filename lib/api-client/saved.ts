// Saved deals and price alerts. The hearts on deal cards appear on pages that load no TanStack
// Query (the listings, the deferred-hydration ski and outdoor pages), so their calls are plain
// functions over apiFetch (their saved state is read with the user: components/saved/favorite-store.ts); the saved-deals and
// price-alert screens use the hooks below.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { createAlertSchema, PriceAlertView, UpdateAlertInput } from "@/lib/saved/schema";
import type { z } from "@/lib/zod";
import { apiFetch, isApiError } from "./fetch";

const FAVORITES_PATH = "/api/favorites";
const ALERTS_PATH = "/api/price-alerts";

export async function saveFavorite(dealId: number): Promise<void> {
  await apiFetch(FAVORITES_PATH, { method: "POST", json: { dealId } });
}

/** DELETE, where a 404 means the thing is gone already, as asked. */
async function deleteIfPresent(path: string): Promise<void> {
  try {
    await apiFetch(path, { method: "DELETE" });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

/** Removes a saved deal (one not saved is removed already). */
export const removeFavorite = (dealId: number) => deleteIfPresent(`${FAVORITES_PATH}/${dealId}`);

export function useRemoveFavorite() {
  return useMutation({ mutationFn: removeFavorite });
}

/** What the alert form sends; the server's schema parses it. */
export type NewAlert = z.input<typeof createAlertSchema>;

export const alertKeys = { all: [ALERTS_PATH] as const };

/** The user's alerts, starting from the list the page was rendered with. */
export function usePriceAlerts(initialAlerts: PriceAlertView[]) {
  return useQuery({
    queryKey: alertKeys.all,
    queryFn: ({ signal }) => apiFetch<{ alerts: PriceAlertView[] }>(ALERTS_PATH, { signal }).then((body) => body.alerts),
    initialData: initialAlerts,
  });
}

/** Each write answers the alert it changed: the cached list takes it in without a new request. */
function useAlertMutation<Variables>(mutationFn: (variables: Variables) => Promise<PriceAlertView[] | ((alerts: PriceAlertView[]) => PriceAlertView[])>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (change) => queryClient.setQueryData<PriceAlertView[]>(alertKeys.all, (alerts = []) => (typeof change === "function" ? change(alerts) : change)),
  });
}

export function useCreateAlert() {
  return useAlertMutation(async (input: NewAlert) => {
    const { alert } = await apiFetch<{ alert: PriceAlertView }>(ALERTS_PATH, { method: "POST", json: input });
    return (alerts: PriceAlertView[]) => [alert, ...alerts];
  });
}

export function useSetAlertActive() {
  return useAlertMutation(async ({ id, active }: { id: number } & UpdateAlertInput) => {
    const { alert } = await apiFetch<{ alert: PriceAlertView }>(`${ALERTS_PATH}/${id}`, { method: "PATCH", json: { active } });
    return (alerts: PriceAlertView[]) => alerts.map((item) => (item.id === alert.id ? alert : item));
  });
}

/** Deletes an alert; one already gone (404) is deleted too. */
export function useDeleteAlert() {
  return useAlertMutation(async (id: number) => {
    await deleteIfPresent(`${ALERTS_PATH}/${id}`);
    return (alerts: PriceAlertView[]) => alerts.filter((item) => item.id !== id);
  });
}
