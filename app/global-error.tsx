"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import "./globals.css";

// Last resort when the locale layout itself fails: no translations can be loaded, so English.
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="font-sans">
        <ErrorScreen
          title="Something went wrong"
          text="An unexpected error stopped this page from loading. Refreshing usually fixes it."
          refreshLabel="Refresh Page"
          homeLabel="Go Home"
        />
      </body>
    </html>
  );
}
