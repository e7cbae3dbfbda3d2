// The visual of an article or tip without an image: a coloured band with its category, so lists
// and pages look composed offline and before the admin uploads a picture.
const TONES: Record<string, string> = {
  general: "from-sky-700 to-indigo-800",
  destinations: "from-emerald-700 to-teal-800",
  tips: "from-amber-700 to-orange-800",
  deals: "from-rose-700 to-pink-800",
  guides: "from-violet-700 to-purple-800",
  budget: "from-green-700 to-emerald-800",
  safety: "from-red-700 to-rose-800",
  accommodation: "from-indigo-700 to-blue-800",
  food: "from-orange-700 to-red-800",
  transportation: "from-cyan-700 to-sky-800",
  packing: "from-stone-600 to-stone-800",
  photography: "from-fuchsia-700 to-purple-800",
  family: "from-lime-700 to-green-800",
  solo: "from-slate-600 to-slate-800",
};

export function CategoryBanner({ category, label, size = "card" }: { category: string; label: string; size?: "card" | "hero" }) {
  const tone = TONES[category] ?? TONES.general;
  return (
    <div
      aria-hidden="true"
      className={`flex items-end bg-gradient-to-br ${tone} text-white ${size === "hero" ? "aspect-[1200/500] rounded-2xl p-6 md:p-10" : "aspect-[16/7] p-4"}`}
    >
      <span className={`font-bold uppercase tracking-widest opacity-90 ${size === "hero" ? "text-xl md:text-3xl" : "text-sm"}`}>{label}</span>
    </div>
  );
}

/** An uploaded or linked image in place of the banner, lazily loaded with known proportions. */
export function ContentImage({ src, alt, size = "card" }: { src: string; alt: string; size?: "card" | "hero" }) {
  const [width, height] = size === "hero" ? [1200, 500] : [640, 280];
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads of any size served from /uploads
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={size === "hero" ? "eager" : "lazy"}
      decoding="async"
      className={`w-full object-cover ${size === "hero" ? "aspect-[1200/500] rounded-2xl" : "aspect-[16/7]"}`}
    />
  );
}
