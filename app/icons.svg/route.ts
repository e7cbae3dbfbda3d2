import type { ReactElement } from "react";
import type { LucideIcon, LucideIconData, LucideIconNode } from "lucide-react";
import { FLAG_VIEW_BOX, flagSymbols } from "@/lib/flags";
import { filledIcons, icons, type IconName } from "@/lib/icons";

// Prerendered at build time: the sprite only changes with the registry.
export const dynamic = "force-static";

/**
 * The drawing of a lucide-react icon. react-dom/server cannot be imported in a route handler
 * (Next bundles them for React Server Components), so instead of rendering the component we read
 * the icon data it hands lucide's <Icon>: a lucide icon is a forwardRef whose render function
 * returns <Icon icon={data} />.
 */
function iconData(component: LucideIcon): LucideIconData {
  const { render } = component as unknown as {
    render?: (props: object, ref: null) => ReactElement<{ icon?: LucideIconData }>;
  };
  const data = render?.({}, null).props.icon;
  if (!data?.node.length)
    throw new Error(`No icon data on ${component.displayName ?? "an icon of lib/icons.ts"}`);
  return data;
}

const escapeAttribute = (value: unknown) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The SVG markup of icon nodes, as react-dom would write it (lucide's React `key` dropped). */
function markup(nodes: readonly LucideIconNode[]): string {
  return nodes
    .map(([tag, attributes, children]) => {
      const attrs = Object.entries(attributes)
        .filter(([name, value]) => name !== "key" && value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}>${children ? markup(children) : ""}</${tag}>`;
    })
    .join("");
}

// lucide's stroke style, set once per symbol rather than on every <svg> of a page; a filled symbol
// (filledIcons) is also painted inside with the text colour.
const STROKE = 'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const fillOf = (id: IconName) => (filledIcons.has(id) ? 'fill="currentColor"' : 'fill="none"');

/** GET /icons.svg: one <symbol> per icon of lib/icons.ts (drawn by components/ui/icon.tsx) and per flag of lib/flags.ts (components/ui/flag.tsx). */
export function GET() {
  const symbols = (Object.entries(icons) as Array<[IconName, (typeof icons)[IconName]]>).map(
    ([id, component]) =>
      `<symbol id="${id}" viewBox="0 0 24 24" ${fillOf(id)} ${STROKE}>${markup(iconData(component).node)}</symbol>`,
  );
  // The language picker's flags (lib/flags.ts), in their own colours: no stroke or fill inherited.
  const flags = Object.entries(flagSymbols).map(([id, body]) => `<symbol id="${id}" viewBox="${FLAG_VIEW_BOX}">${body}</symbol>`);
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...flags].join("")}</svg>`, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
