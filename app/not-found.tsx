import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { inter } from "./fonts/inter";

// Requests outside the locale routes (a path with a file extension, for example) end here.
export default function RootNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="font-sans">
        <NotFoundScreen title="404 Page Not Found" text="Did you forget to add the page to the router?" homeLabel="Go Home" homeHref="/" />
      </body>
    </html>
  );
}
