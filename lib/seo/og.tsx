import { ImageResponse } from "next/og";
import type { ReactNode } from "react";
import { siteConfig } from "@/lib/site-config";
import { OG_IMAGE_SIZE, type PageType } from "./page-types";

// Share cards drawn with next/og. Text uses next/og's bundled font (Geist Regular, read from
// disk), which covers Latin and Cyrillic only: for any other glyph satori would fetch a font
// from Google Fonts at render time, so titles in other scripts fall back to English.

type OgCard = {
  /** Short name of the section, shown in the chip above the headline. */
  label: string;
  /** English headline, also the fallback for titles the font cannot draw. */
  headline: string;
  /** Gradient start (the accent) and end; both keep white text above 4.5:1. */
  accent: string;
  deep: string;
  /** A 24x24 line drawing, stroked in white. */
  motif: ReactNode;
};

export const ogCards: Record<PageType, OgCard> = {
  home: {
    label: "Travel deals",
    headline: "Travel deals, smart tools and trip ideas in one place",
    accent: "#1d4ed8",
    deep: "#1e3a8a",
    motif: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M15.5 8.5 13.2 13.2 8.5 15.5 10.8 10.8Z" />
      </>
    ),
  },
  news: {
    label: "Travel news",
    headline: "Travel news, tips and destination guides",
    accent: "#b91c1c",
    deep: "#7f1d1d",
    motif: (
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M7 8h10M7 12h4M7 16h4M14 12h3M14 16h3" />
      </>
    ),
  },
  cards: {
    label: "Travel cards",
    headline: "Travel credit cards that earn you more points",
    accent: "#6d28d9",
    deep: "#3b0764",
    motif: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="M2 10h20M6 15h4" />
      </>
    ),
  },
  skiing: {
    label: "Skiing",
    headline: "Ski resorts, lift tickets and snow trips",
    accent: "#0e7490",
    deep: "#164e63",
    motif: (
      <>
        <path d="M2 20 9 7l4 7 3-4 6 10Z" />
        <path d="m7.3 10.2 1.7 1.8 1.8-1.6" />
        <circle cx="18" cy="5" r="2" />
      </>
    ),
  },
  hotels: {
    label: "Hotels",
    headline: "Hotel deals and discounts around the world",
    accent: "#b45309",
    deep: "#78350f",
    motif: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="1" />
        <path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M11 21v-3h2v3" />
      </>
    ),
  },
  flights: {
    label: "Flights",
    headline: "Cheap flights and fare alerts for every trip",
    accent: "#0369a1",
    deep: "#0c4a6e",
    motif: (
      <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
    ),
  },
  deals: {
    label: "Deals",
    headline: "Today's best travel deals and vacation packages",
    accent: "#15803d",
    deep: "#14532d",
    motif: (
      <>
        <path d="M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4z" />
        <circle cx="7.5" cy="7.5" r="1.5" />
      </>
    ),
  },
  adventures: {
    label: "Adventures",
    headline: "Tours, treks and activities for bold travellers",
    accent: "#c2410c",
    deep: "#7c2d12",
    motif: <path d="M3.5 21 14 3M20.5 21 10 3M15.5 21 12 15l-3.5 6M2 21h20" />,
  },
  parks: {
    label: "Parks",
    headline: "National parks, trails and outdoor escapes",
    accent: "#4d7c0f",
    deep: "#1a2e05",
    motif: (
      <path d="m17 14 3 3.3a1 1 0 0 1-.7 1.7H4.7a1 1 0 0 1-.7-1.7L7 14h-.3a1 1 0 0 1-.7-1.7L9 9h-.2A1 1 0 0 1 8 7.3L12 3l4 4.3a1 1 0 0 1-.8 1.7H15l3 3.3a1 1 0 0 1-.7 1.7H17ZM12 22v-3" />
    ),
  },
  boats: {
    label: "Boats",
    headline: "Cruises, boat rentals and sailing trips",
    accent: "#0f766e",
    deep: "#134e4a",
    motif: <path d="M22 18H2a4 4 0 0 0 4 4h12a4 4 0 0 0 4-4ZM21 14 10 2 3 14h18ZM10 2v16" />,
  },
};

// What the bundled font draws: Latin-1, Latin Extended-A, basic Cyrillic and common punctuation.
const DRAWABLE_TEXT = /^[\u0020-\u007E\u00A0-\u017F\u0400-\u045F\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u201E\u2022\u2026\u20AC]*$/u;

/** Whether the bundled font has a glyph for every character of `text`. */
export function canDrawText(text: string): boolean {
  return DRAWABLE_TEXT.test(text);
}

/** The headline to draw: `title` when the font covers it (CJK, Hindi, Arabic do not), else English. */
export function ogTitle(type: PageType, title?: string): string {
  const trimmed = title?.trim();
  return trimmed && canDrawText(trimmed) ? trimmed : ogCards[type].headline;
}

function BrandMark() {
  return (
    <svg width="64" height="64" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill="#ffffff" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#1d4ed8" strokeWidth="2.2" />
      <path d="M20.5 11.5 17.6 17.6 11.5 20.5 14.4 14.4Z" fill="#fb923c" stroke="#1d4ed8" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

/** The 1200x630 PNG share card of a page type. */
export function renderOgImage({ type, title, headers }: { type: PageType; title?: string; headers?: HeadersInit }): ImageResponse {
  const card = ogCards[type];
  const headline = ogTitle(type, title);
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          position: "relative",
          padding: 72,
          color: "#ffffff",
          backgroundColor: card.deep,
          backgroundImage: `linear-gradient(135deg, ${card.accent} 0%, ${card.deep} 100%)`,
        }}
      >
        <div
          style={{
            position: "absolute",
            top: -140,
            right: -140,
            width: 560,
            height: 560,
            borderRadius: 9999,
            backgroundColor: "rgba(255, 255, 255, 0.08)",
          }}
        />
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", width: 720 }}>
          <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
            <BrandMark />
            <div style={{ fontSize: 40, letterSpacing: -0.5 }}>{siteConfig.name}</div>
          </div>
          <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-start" }}>
            <div
              style={{
                display: "flex",
                fontSize: 24,
                letterSpacing: 3,
                textTransform: "uppercase",
                padding: "8px 20px",
                borderRadius: 9999,
                backgroundColor: "rgba(255, 255, 255, 0.18)",
              }}
            >
              {card.label}
            </div>
            <div style={{ display: "block", marginTop: 28, fontSize: 62, lineHeight: 1.12, letterSpacing: -1, lineClamp: 3 }}>
              {headline}
            </div>
          </div>
          <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30 }}>
            <div style={{ width: 48, height: 6, borderRadius: 3, backgroundColor: "#fb923c" }} />
            {siteConfig.slogan}
          </div>
        </div>
        <div style={{ display: "flex", flex: 1, alignItems: "center", justifyContent: "flex-end" }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 300,
              height: 300,
              borderRadius: 9999,
              border: "3px solid rgba(255, 255, 255, 0.4)",
              backgroundColor: "rgba(255, 255, 255, 0.12)",
            }}
          >
            <svg
              width="180"
              height="180"
              viewBox="0 0 24 24"
              fill="none"
              stroke="#ffffff"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {card.motif}
            </svg>
          </div>
        </div>
      </div>
    ),
    { ...OG_IMAGE_SIZE, headers },
  );
}
