import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

// The one look of every status screen (docs/features/site-wide.md, Screens): the 404 screen, the
// render-failure screen inside the app (error-screen.tsx) and the pages the production server
// answers by itself (server/error-pages.tsx: 500, 503 'temporarily unavailable', 429 'too many
// requests'), which render this component to HTML without React in the browser. No hooks, no
// handlers: it renders the same on the server, in the browser and in the server's own pages.

/** The screen's main action (a link or a button). */
export const PRIMARY_ACTION_CLASS =
  "inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";
/** A second action beside it ('Go Home' beside 'Refresh Page'). */
export const SECONDARY_ACTION_CLASS =
  "inline-flex h-10 items-center rounded-md border px-5 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

export function StatusScreen({ icon, title, text, actions, alert = false }: { icon: ReactNode; title: string; text: string; actions: ReactNode; alert?: boolean }) {
  return (
    <div role={alert ? "alert" : undefined} className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      {icon}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <div className="mt-8 flex gap-3">{actions}</div>
    </div>
  );
}

/** The icon of the failure screens: the app's (error-screen.tsx) and the server's own pages. */
export function FailureIcon() {
  return <TriangleAlert aria-hidden className="mb-6 size-14 text-destructive" />;
}
