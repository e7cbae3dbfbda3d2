"use client";

import { TableScroll } from "@/components/ui/table-scroll";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useAdminUsers, useSetPremiumStatus, useUserLookup } from "@/lib/api-client/admin";
import { isApiError } from "@/lib/api-client/fetch";
import type { AdminUser } from "@/lib/users/schema";
import { toast } from "@/lib/toast-store";
import { Badge, cardClass, inputClass } from "./ui";

const PAGE_SIZE = 20;

/** User lookup by e-mail with the premium switch, and the paginated list of every account. */
export function UserManagement({ ownEmail }: { ownEmail: string }) {
  const t = useTranslations("admin");
  const emailId = useId();
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<AdminUser | null>(null);
  const lookup = useUserLookup();
  const premium = useSetPremiumStatus();
  const isBusy = lookup.isPending || premium.isPending;

  /** docs/features/accounts.md: the server's message, else the action's fallback; the network text when no answer came. */
  const failure = (error: Error, networkKey: string, fallbackKey: string) =>
    toast({ title: t("error"), description: isApiError(error) && !error.isNetwork ? (error.serverMessage ?? t(fallbackKey)) : t(networkKey), variant: "destructive" });

  function lookUp(event: FormEvent) {
    event.preventDefault();
    const query = email.trim();
    if (!query) {
      toast({ title: t("emailRequired"), description: t("emailRequiredText"), variant: "destructive" });
      return;
    }
    lookup.mutate(query, {
      onSuccess: setFound,
      onError: (error) => {
        setFound(null);
        failure(error, "networkLookup", "failedFind");
      },
    });
  }

  function setPremium(isPremium: boolean) {
    if (!found) return;
    premium.mutate(
      { email: found.email, isPremium },
      {
        onSuccess: (updated) => {
          setFound(updated);
          toast(isPremium ? { title: t("premiumActivated"), description: t("premiumActivatedText", { email: updated.email }) } : { title: t("premiumRemoved"), description: t("premiumRemovedText", { email: updated.email }) });
          // The admin's own plan changed: reload so the header and every page see the new plan.
          if (updated.email.toLowerCase() === ownEmail.toLowerCase()) window.location.reload();
        },
        onError: (error) => failure(error, "networkPremium", "failedPremium"),
      },
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="lookup-heading" className={cardClass}>
        <h2 id="lookup-heading" className="mb-4 text-lg font-semibold">
          {t("lookupHeading")}
        </h2>
        <form onSubmit={lookUp} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={emailId} className="block text-sm font-medium">
              {t("lookupEmail")}
            </label>
            <input id={emailId} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass} />
          </div>
          <Button type="submit" disabled={isBusy}>
            {t("lookupButton")}
          </Button>
        </form>
        {found ? (
          <div data-testid="found-user" className="mt-6 space-y-4 rounded-lg border p-4">
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{t("username")}</dt>
                <dd className="font-medium">{found.username}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{t("email")}</dt>
                <dd className="font-medium break-all">{found.email}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{t("plan")}</dt>
                <dd data-testid="found-user-plan" className="font-medium">
                  {found.is_premium_user ? t("planPremium") : t("planFree")}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{t("status")}</dt>
                <dd className="font-medium">{found.subscription_status ?? "-"}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-3">
              <Button type="button" variant="highlight" disabled={isBusy || found.is_premium_user} onClick={() => setPremium(true)}>
                {t("setPremium")}
              </Button>
              <Button type="button" variant="outline" disabled={isBusy || !found.is_premium_user} onClick={() => setPremium(false)}>
                {t("setFree")}
              </Button>
            </div>
          </div>
        ) : null}
      </section>
      <UsersList />
    </div>
  );
}

function UsersList() {
  const t = useTranslations("admin");
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page, PAGE_SIZE);
  const data = users.data;
  const pages = data ? Math.max(1, data.total_pages) : null;
  const hasNext = pages != null && page < pages;

  return (
    <section aria-labelledby="users-heading" className={cardClass}>
      <h2 id="users-heading" className="mb-4 text-lg font-semibold">
        {t("usersHeading")}
        {data ? <span className="ms-2 text-sm font-normal text-muted-foreground">({format.number(data.total)})</span> : null}
      </h2>
      {users.isError && !users.isFetching ? (
        <div role="alert" className="space-y-2">
          <p>{t("loadFailed")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void users.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : !data ? (
        <p role="status">{t("loading")}</p>
      ) : data.users.length === 0 ? (
        <p>{t("usersEmpty")}</p>
      ) : (
        <TableScroll labelledBy="users-heading">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("username")}</th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("email")}</th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("role")}</th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("plan")}</th>
                <th scope="col" className="py-2 text-start font-medium">{t("joined")}</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <tr key={user.id} className="border-b last:border-0">
                  <td className="py-2 pe-4 font-medium">{user.username}</td>
                  <td className="py-2 pe-4 break-all">{user.email}</td>
                  <td className="py-2 pe-4">{user.role === "admin" ? t("roleAdmin") : t("roleUser")}</td>
                  <td className="py-2 pe-4">
                    {user.is_premium_user ? <Badge tone="highlight">{t("planPremium")}</Badge> : <Badge>{t("planFree")}</Badge>}
                  </td>
                  <td className="py-2">{format.dateTime(new Date(user.created_at), { dateStyle: "medium" })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <nav aria-label={t("usersPagination")} className="mt-4 flex items-center justify-between gap-3 text-sm">
        <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((value) => Math.max(1, value - 1))}>
          {t("previous")}
        </Button>
        <span>{pages != null ? t("pageOf", { page, pages }) : t("page", { page })}</span>
        <Button type="button" variant="outline" size="sm" disabled={!hasNext} onClick={() => setPage((value) => value + 1)}>
          {t("next")}
        </Button>
      </nav>
    </section>
  );
}
