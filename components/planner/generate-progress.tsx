"use client";
// The AI Trip Generator's progress, as the plan streams in (with JavaScript): takes over the
// plain form's submission, posts it to /api/itineraries/generate asking for NDJSON, lists the
// stops as the planner names them, says when the built-in planner stands in for the AI, then
// opens the saved plan. Any refusal (signed out, bad input, the plan's limit) goes back to the
// plain form submission, whose page explains it in the visitor's language.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { planInputFromForm } from "@/lib/planner/schema";

type Progress = { phase: "idle" | "planning" | "done" | "error"; provider: "ai" | "builtin" | null; fallback: boolean; stops: string[] };

const IDLE: Progress = { phase: "idle", provider: null, fallback: false, stops: [] };
const SHOWN_STOPS = 60;

export function GenerateProgress({ formId }: { formId: string }) {
  const t = useTranslations("Planner");
  const [progress, setProgress] = useState<Progress>(IDLE);
  const bypass = useRef(false);
  const busy = useRef(false);

  useEffect(() => {
    async function run(form: HTMLFormElement) {
      busy.current = true;
      setProgress({ ...IDLE, phase: "planning" });
      let response: Response;
      try {
        // A plain fetch, not lib/api-client: the answer is a stream read line by line while it
        // arrives (NDJSON), which neither apiFetch (it reads the whole body) nor a query (one
        // value per request) can show; a refusal is not read here at all but handed to the plain
        // form submission, and retrying would plan (and count) a second time.
        response = await fetch("/api/itineraries/generate", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/x-ndjson" },
          body: JSON.stringify(planInputFromForm(new FormData(form))),
        });
      } catch {
        busy.current = false;
        setProgress({ ...IDLE, phase: "error" });
        return;
      }
      if (!response.ok || !response.body) {
        // The plain form explains every refusal; nothing was planned or counted.
        busy.current = false;
        bypass.current = true;
        setProgress(IDLE);
        form.requestSubmit();
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (value) buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf("\n")) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          let event: { type?: string; provider?: "ai" | "builtin"; name?: string; url?: string };
          try {
            event = JSON.parse(line) as typeof event;
          } catch {
            continue;
          }
          if (event.type === "start") setProgress((p) => ({ ...p, provider: event.provider ?? null }));
          else if (event.type === "stop" && event.name) setProgress((p) => ({ ...p, stops: [...p.stops, event.name!].slice(-SHOWN_STOPS) }));
          else if (event.type === "fallback") setProgress((p) => ({ ...p, fallback: true, provider: "builtin", stops: [] }));
          else if (event.type === "done" && event.url) {
            setProgress((p) => ({ ...p, phase: "done" }));
            window.location.assign(event.url);
            return;
          } else if (event.type === "error") {
            busy.current = false;
            setProgress((p) => ({ ...p, phase: "error" }));
            return;
          }
        }
        if (done) break;
      }
      busy.current = false;
      setProgress((p) => ({ ...p, phase: "error" }));
    }

    function onSubmit(event: SubmitEvent) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.id !== formId) return;
      if (bypass.current) {
        bypass.current = false;
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!busy.current) void run(form);
    }
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [formId]);

  if (progress.phase === "idle") return null;
  return (
    <div role="status" aria-live="polite" data-testid="plan-progress" className="space-y-2 rounded-xl border bg-card p-5 text-sm shadow-sm">
      <p className="font-semibold">
        {progress.phase === "done" ? t("progressDone") : progress.phase === "error" ? t("progressError") : progress.provider === "ai" && !progress.fallback ? t("progressAi") : t("progressBuiltin")}
      </p>
      {progress.fallback && <p className="text-amber-700 dark:text-amber-400">{t("progressFallback")}</p>}
      {progress.stops.length > 0 && (
        <ol className="list-inside list-decimal text-muted-foreground">
          {progress.stops.map((name, i) => (
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
