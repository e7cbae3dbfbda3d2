"use client";

import { FailureIcon, PRIMARY_ACTION_CLASS, SECONDARY_ACTION_CLASS, StatusScreen } from "./status-screen";

/** The render-failure screen (docs/features/site-wide.md, Screens): 'Refresh Page' reloads, 'Go Home' links to /. */
export function ErrorScreen({ title, text, refreshLabel, homeLabel }: { title: string; text: string; refreshLabel: string; homeLabel: string }) {
  return (
    <StatusScreen
      alert
      icon={<FailureIcon />}
      title={title}
      text={text}
      actions={
        <>
          <button type="button" onClick={() => window.location.reload()} className={PRIMARY_ACTION_CLASS}>
            {refreshLabel}
          </button>
          {/* A full page load: after a render failure the client router may be in a bad state. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={SECONDARY_ACTION_CLASS}>
            {homeLabel}
          </a>
        </>
      }
    />
  );
}
