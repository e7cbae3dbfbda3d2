"use client";

import { TriangleAlert } from "lucide-react";

/** The render-failure screen (docs/features/site-wide.md, Screens): 'Refresh Page' reloads, 'Go Home' links to /. */
export function ErrorScreen({ title, text, refreshLabel, homeLabel }: { title: string; text: string; refreshLabel: string; homeLabel: string }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <TriangleAlert aria-hidden className="mb-6 size-14 text-destructive" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {refreshLabel}
        </button>
        {/* A full page load: after a render failure the client router may be in a bad state. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md border px-5 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {homeLabel}
        </a>
      </div>
    </div>
  );
}
