import { MapPinOff } from "lucide-react";

/** The 404 screen (docs/features/site-wide.md, Screens); a plain anchor so it also works outside the locale layout. */
export function NotFoundScreen({ title, text, homeLabel, homeHref }: { title: string; text: string; homeLabel: string; homeHref: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <MapPinOff aria-hidden className="mb-6 size-14 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <a href={homeHref} className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
        {homeLabel}
      </a>
    </div>
  );
}
