import { MapPinOff } from "lucide-react";
import { PRIMARY_ACTION_CLASS, StatusScreen } from "./status-screen";

/** The 404 screen (docs/features/site-wide.md, Screens); a plain anchor so it also works outside the locale layout. */
export function NotFoundScreen({ title, text, homeLabel, homeHref }: { title: string; text: string; homeLabel: string; homeHref: string }) {
  return (
    <StatusScreen
      icon={<MapPinOff aria-hidden className="mb-6 size-14 text-primary" />}
      title={title}
      text={text}
      actions={
        <a href={homeHref} className={PRIMARY_ACTION_CLASS}>
          {homeLabel}
        </a>
      }
    />
  );
}
