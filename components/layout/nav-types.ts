/** A menu item with its label already translated on the server. */
export type LabelledNavItem = { href: string; label: string; highlight?: boolean };
export type LabelledNavGroup = { key: string; label: string; items: LabelledNavItem[] };
