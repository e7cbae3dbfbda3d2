// Safe Markdown for admin-written bodies, rendered on the server (no client JavaScript):
// - raw HTML in the source is dropped (skipHtml, and no rehype-raw), and rehype-sanitize's
//   GitHub schema strips whatever else could carry script (event handlers, style, iframes);
// - links keep only http(s), mailto and relative targets; any other scheme (javascript:, data:,
//   vbscript:) loses its link and shows as plain text;
// - links to other sites get rel="nofollow noopener"; links inside the site keep the page's locale.
import type { ComponentProps, ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

export type LinkKind = "internal" | "external" | "mail" | "unsafe";

/** What a Markdown link points at; "unsafe" for any scheme but http(s) and mailto. */
export function classifyUrl(raw: string | null | undefined): LinkKind {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const url = (raw ?? "").replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!url) return "unsafe";
  if (url.startsWith("//")) return "external";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return "internal";
  if (scheme === "http" || scheme === "https") return "external";
  if (scheme === "mailto") return "mail";
  return "unsafe";
}

/** Keeps safe URLs as written and blanks the others (react-markdown's urlTransform hook). */
export function safeUrl(url: string): string {
  return classifyUrl(url) === "unsafe" ? "" : url.trim();
}

/** The element's props without react-markdown's `node` (the syntax-tree node, not a DOM prop). */
function domProps<T extends { node?: unknown }>(props: T): Omit<T, "node"> {
  const rest: Partial<T> = { ...props };
  delete rest.node;
  return rest as Omit<T, "node">;
}

function components(locale: Locale): Components {
  return {
    // The page's title is its only h1.
    h1: (props) => <h2 {...domProps(props)} />,
    a: ({ href, children, ...rest }) => {
      const props = domProps(rest);
      const kind = classifyUrl(href);
      if (!href || kind === "unsafe") return <span>{children}</span>;
      if (kind === "external") {
        return (
          <a {...props} href={href} rel="nofollow noopener">
            {children}
          </a>
        );
      }
      const target = kind === "internal" && href.startsWith("/") && !href.startsWith("//") ? localizePath(href, locale) : href;
      return (
        <a {...props} href={target}>
          {children}
        </a>
      );
    },
    img: ({ src, alt, ...rest }) => {
      const props = domProps(rest);
      const source = typeof src === "string" ? src : "";
      if (!source || classifyUrl(source) === "unsafe" || classifyUrl(source) === "mail") return alt ? <span>{alt}</span> : null;
      // eslint-disable-next-line @next/next/no-img-element -- admin images of unknown size, lazily loaded
      return <img {...props} src={source} alt={alt ?? ""} loading="lazy" decoding="async" />;
    },
  };
}

export type MarkdownProps = { children: string; locale?: Locale; className?: string } & Omit<ComponentProps<"div">, "children">;

/** Renders a Markdown body safely inside a div (server component). */
export function Markdown({ children, locale = defaultLocale, className, ...props }: MarkdownProps): ReactNode {
  return (
    <div className={className} {...props}>
      <ReactMarkdown skipHtml urlTransform={safeUrl} rehypePlugins={[rehypeSanitize]} components={components(locale)}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
