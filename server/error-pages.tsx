// The error pages the production server answers by itself, when Next cannot render the page or
// must not: 500 'Something went wrong' (a page failed on the server), 503 'Temporarily
// unavailable' (PostgreSQL does not answer), 429 'Too many requests' (a client over its render
// budget: render-budget.ts). The same screen as the app's own (components/layout/status-screen.tsx,
// used by app/[locale]/error.tsx and the 404 page), rendered here to HTML with React on the
// server, with the app's stylesheets (those of the built 404 page: page-html.ts, stylesheetsOf)
// and its translations (messages/*.json, namespaces Error, Unavailable and TooManyRenders, as the
// app's error screen reads them). No script: 'Refresh Page' is a GET form to the same address.
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { FailureIcon, PRIMARY_ACTION_CLASS, SECONDARY_ACTION_CLASS, StatusScreen } from "@/components/layout/status-screen";
import { defaultLocale, localeInfo, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { NOT_FOUND_PAGE_PATH } from "@/lib/server-edge";
import { stylesheetsOf } from "./page-html";
import { localeOfPath } from "./request-edge";

/** Which of the server's own pages. */
export type ErrorPageKind = "error" | "unavailable" | "tooMany";

/** The status each page is sent with. */
export const ERROR_PAGE_STATUS: Record<ErrorPageKind, number> = { error: 500, unavailable: 503, tooMany: 429 };

/** The messages namespace of each page (messages/*.json). */
const NAMESPACE: Record<ErrorPageKind, string> = { error: "Error", unavailable: "Unavailable", tooMany: "TooManyRenders" };

type ScreenText = { title: string; text: string; refresh: string; goHome: string };
type Messages = Record<string, Record<string, string> | undefined>;

const messagesCache = new Map<Locale, { screens: Record<ErrorPageKind, ScreenText>; site: string }>();

/** A locale's texts of the three pages, English where a locale lacks one. */
function screenMessages(root: string, locale: Locale) {
  let cached = messagesCache.get(locale);
  if (!cached) {
    const read = (name: string): Messages => JSON.parse(fs.readFileSync(path.join(root, "messages", `${name}.json`), "utf8"));
    const english = read(defaultLocale);
    const own = locale === defaultLocale ? english : read(locale);
    const pick = (kind: ErrorPageKind) => ({ ...english[NAMESPACE[kind]], ...own[NAMESPACE[kind]] }) as ScreenText;
    cached = { screens: { error: pick("error"), unavailable: pick("unavailable"), tooMany: pick("tooMany") }, site: own.Metadata?.siteName ?? english.Metadata!.siteName! };
    messagesCache.set(locale, cached);
  }
  return cached;
}

const looks = new Map<string, { stylesheets: string[]; htmlClass: string }>();

/**
 * The app's stylesheets and <html> class, from the built 404 page (the same for every locale);
 * none without a build (the page is then unstyled, and still complete).
 */
function builtLook(root: string) {
  let look = looks.get(root);
  if (!look) {
    try {
      look = stylesheetsOf(fs.readFileSync(path.join(root, ".next", "server", "app", defaultLocale, `${NOT_FOUND_PAGE_PATH.slice(1)}.html`), "utf8"));
    } catch {
      look = { stylesheets: [], htmlClass: "" };
    }
    looks.set(root, look);
  }
  return look;
}

/**
 * A complete, script-free error page in the language of the address `url` (its path and query):
 * the screen of `kind` with 'Refresh Page' (a GET form to the same address, query included) and
 * 'Go Home' (the home page of that language). `root` is the checkout (messages/, .next/).
 */
export function errorPage({ root, url, kind }: { root: string; url: string; kind: ErrorPageKind }): string {
  const [pathname = "/", query = ""] = url.split("?");
  const locale = localeOfPath(pathname);
  const { screens, site } = screenMessages(root, locale);
  const screen = screens[kind];
  const { stylesheets, htmlClass } = builtLook(root);
  const home = localizePath("/", locale);
  const document = (
    <html lang={locale} dir={localeInfo[locale].dir} className={htmlClass || undefined}>
      {/* A document of the server's own, rendered outside Next: next/head has no part here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${screen.title} | ${site}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <header className="border-b px-4 py-3 font-semibold">
          <a href={home}>{site}</a>
        </header>
        <main className="flex-1">
          <StatusScreen
            alert
            icon={<FailureIcon />}
            title={screen.title}
            text={screen.text}
            actions={
              <>
                <form method="get" action={pathname}>
                  {[...new URLSearchParams(query)].map(([name, value], index) => (
                    <input key={index} type="hidden" name={name} value={value} />
                  ))}
                  <button type="submit" className={PRIMARY_ACTION_CLASS}>
                    {screen.refresh}
                  </button>
                </form>
                <a href={home} className={SECONDARY_ACTION_CLASS}>
                  {screen.goHome}
                </a>
              </>
            }
          />
        </main>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}
