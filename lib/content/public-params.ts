// The query parameters of the public content pages, parsed leniently: a bad value is dropped,
// never an error, so any URL a crawler or a person types renders a clean page.
import { z } from "@/lib/zod";
import { NEWS_CATEGORIES, TIP_CATEGORIES } from "./categories";

export const CONTENT_PAGE_SIZE = 12;
export const DESTINATION_PAGE_SIZE = 48;
/** Deepest page served: offsets stay bounded however the URL is edited. */
export const MAX_CONTENT_PAGE = 100;
export const MAX_SEARCH_LENGTH = 80;

type Params = Record<string, string | string[] | undefined>;

const first = (value: unknown) => {
  const single: unknown = Array.isArray(value) ? value[0] : value;
  return single === "" ? undefined : single;
};
const page = z
  .preprocess(first, z.coerce.number().int().min(1).catch(1).optional())
  .transform((value) => Math.min(value ?? 1, MAX_CONTENT_PAGE));

const newsParams = z.object({ category: z.preprocess(first, z.enum(NEWS_CATEGORIES).optional().catch(undefined)), page });
const tipParams = z.object({ category: z.preprocess(first, z.enum(TIP_CATEGORIES).optional().catch(undefined)), page });
const searchParams = z.object({
  q: z.preprocess(first, z.string().optional().catch(undefined)).transform((value) => {
    const text = value?.replace(/[\u0000-\u001f]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
    return text || undefined;
  }),
  page,
});

export const parseNewsParams = (params: Params) => newsParams.parse(params);
export const parseTipParams = (params: Params) => tipParams.parse(params);
export const parseListParams = (params: Params) => searchParams.parse(params);
export const parsePageParam = (params: Params) => page.parse(params.page);
