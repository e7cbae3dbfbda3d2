import { UserMenu, type UserMenuLabels } from "@/components/account/user-menu";
import { getLocale, getTranslations } from "next-intl/server";
import { CurrencyPicker } from "@/components/currency/currency-picker";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { headerMenus } from "@/lib/nav";
import { DesktopNav } from "./desktop-nav";
import { headerFit } from "./header-fit";
import { HeaderFrame } from "./header-frame";
import { LanguagePicker } from "./language-picker";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import type { LabelledNavGroup } from "./nav-types";
import { ThemeToggle } from "./theme-toggle";

export async function SiteHeader() {
  // Read at once, not one after another.
  const [t, nav, common, theme, language, currency, account, locale] = await Promise.all([
    getTranslations("Header"),
    getTranslations("Nav"),
    getTranslations("Common"),
    getTranslations("Theme"),
    getTranslations("LanguagePicker"),
    getTranslations("Currency"),
    getTranslations("UserMenu"),
    getLocale(),
  ]);
  const fit = headerFit(locale as Locale);
  // "Hello, {name}" stays a template: the name is only known on the client.
  const userMenuLabels: UserMenuLabels = {
    hello: account.raw("hello") as string,
    accountMenu: account("accountMenu"),
    dashboard: account("dashboard"),
    myTrips: account("myTrips"),
    savedDeals: account("savedDeals"),
    logOut: account("logOut"),
    adminSection: account("adminSection"),
    adminDashboard: account("adminDashboard"),
    contentManager: account("contentManager"),
    loggedOutTitle: account("loggedOutTitle"),
    loggedOutText: account("loggedOutText"),
    logoutFailed: account("logoutFailed"),
  };

  // Small screens have no room for it in the bar: the mobile panel shows it instead.
  const themeToggle = (
    <ThemeToggle
      labels={{ template: theme.raw("label") as string, light: theme("light"), dark: theme("dark"), system: theme("system") }}
    />
  );

  const groups: LabelledNavGroup[] = headerMenus.map((group) => ({
    key: group.key,
    label: nav(group.key),
    // Only the highlighted items carry `highlight`: the others would each send `"highlight":"$undefined"`.
    items: group.items.map((item) => ({ href: item.href, label: nav(item.key), ...(item.highlight ? { highlight: true } : {}) })),
  }));

  return (
    <HeaderFrame>
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4 2xl:max-w-[96rem]">
        <Logo label={t("logoLabel")} wordmarkClass={fit.wordmark} />
        <DesktopNav groups={groups} label={t("mainNavigation")} newLabel={common("newBadge")} className={fit.desktop} />
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <Link
            href="/search"
            aria-label={t("search")}
            className="header-button"
          >
            <Icon name="search" className="size-5" />
          </Link>
          <LanguagePicker
            labels={{
              button: language.raw("button") as string,
              list: language("list"),
              updatedTitle: language("updatedTitle"),
              updatedText: language.raw("updatedText") as string,
            }}
          />
          <CurrencyPicker
            labels={{
              current: currency.raw("current") as string,
              button: currency.raw("button") as string,
              listLabel: currency("listLabel"),
              popular: currency("popular"),
              more: currency("more"),
              fetchFailed: currency("fetchFailed"),
            }}
          />
          <div className="hidden sm:block">{themeToggle}</div>
          {/* Rendered signed out on the server (the header stays static); the client leaf swaps in the user menu. */}
          <UserMenu labels={userMenuLabels} greetingClass={fit.greeting}>
            <Link
              href="/auth"
              className={`h-10 items-center whitespace-nowrap rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${fit.signIn}`}
            >
              {t("signIn")}
            </Link>
          </UserMenu>
          <MobileNav
            groups={groups}
            labels={{
              open: t("openMenu"),
              close: t("closeMenu"),
              title: t("menuTitle"),
              description: t("menuDescription"),
              signIn: t("signInRegister"),
              dashboard: nav("dashboard"),
              newBadge: common("newBadge"),
              adminSection: account("adminSection"),
              adminDashboard: account("adminDashboard"),
              contentManager: account("contentManager"),
            }}
            extras={themeToggle}
            className={fit.menuButton}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
