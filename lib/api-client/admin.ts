// The admin screens' client data: content lists and their writes (docs/features/admin.md,
// /api/admin/{news,reviews,tips}), the review picker's destinations, and user administration.
// Shapes are the server's own (lib/content/serialize.ts, lib/users), imported as types only.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DestinationOption, NewsItem, ReviewItem, TipItem } from "@/lib/content/serialize";
import type { PublishInput } from "@/lib/content/validation";
import type { AdminUserPage } from "@/lib/users/queries";
import type { AdminUser, PremiumStatusInput } from "@/lib/users/schema";
import { apiFetch } from "./fetch";

/** The admin's content tabs, named as their API paths are. */
export type AdminContentKind = "news" | "reviews" | "tips";
export type AdminContentItems = { news: NewsItem; reviews: ReviewItem; tips: TipItem };
export type AdminContentItem = AdminContentItems[AdminContentKind];

/** Every write of the admin API answers its message with the item. */
type Answered<T> = T & { message: string };

const contentPath = (kind: AdminContentKind) => `/api/admin/${kind}`;
const USERS_PATH = "/api/admin/users";

export const adminKeys = {
  content: (kind: AdminContentKind) => [contentPath(kind)] as const,
  destinations: (text: string) => ["/api/admin/destinations", { q: text }] as const,
  users: (page?: number, pageSize?: number) => (page === undefined ? ([USERS_PATH] as const) : ([USERS_PATH, { page, pageSize }] as const)),
};

export function useAdminContent<K extends AdminContentKind>(kind: K) {
  return useQuery({
    queryKey: adminKeys.content(kind),
    queryFn: ({ signal }) => apiFetch<AdminContentItems[K][]>(contentPath(kind), { signal }),
  });
}

/** Lets every content mutation refresh its list. */
function useContentMutation<Variables, Result>(kind: AdminContentKind, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content(kind) }) });
}

/** POST (id null) or PUT the admin API's multipart form. */
export function useSaveContent<K extends AdminContentKind>(kind: K) {
  return useContentMutation(kind, ({ id, form }: { id: number | null; form: FormData }) =>
    apiFetch<Answered<AdminContentItems[K]>>(id === null ? contentPath(kind) : `${contentPath(kind)}/${id}`, { method: id === null ? "POST" : "PUT", form }),
  );
}

export function useSetPublished<K extends AdminContentKind>(kind: K) {
  return useContentMutation(kind, ({ id, published }: { id: number } & PublishInput) =>
    apiFetch<Answered<AdminContentItems[K]>>(`${contentPath(kind)}/${id}/publish`, { method: "PATCH", json: { published } }),
  );
}

export function useDeleteContent(kind: AdminContentKind) {
  return useContentMutation(kind, ({ id }: { id: number }) => apiFetch<Answered<{ id: number; title: string }>>(`${contentPath(kind)}/${id}`, { method: "DELETE" }));
}

/** The review picker's destinations matching `text` (the most populous without text); the last answer shows while the next loads. */
export function useDestinationSearch(text: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.destinations(text),
    queryFn: ({ signal }) => apiFetch<DestinationOption[]>(`/api/admin/destinations?q=${encodeURIComponent(text)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One page of every account, newest first; the page shown stays while the next one loads. */
export function useAdminUsers(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.users(page, pageSize),
    queryFn: ({ signal }) => apiFetch<AdminUserPage>(`${USERS_PATH}?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Looks one account up by e-mail, once per submitted search (an action, so a mutation). */
export function useUserLookup() {
  return useMutation({ mutationFn: (email: string) => apiFetch<AdminUser>(`${USERS_PATH}/by-email/${encodeURIComponent(email)}`) });
}

/** Sets an account's plan; the users list is read again. */
export function useSetPremiumStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PremiumStatusInput) => apiFetch<Answered<AdminUser>>(`${USERS_PATH}/update-premium-status`, { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
