import { AppError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/client-address";
import { json, withSession } from "@/lib/api/handler";
import { assertSafeText } from "@/lib/api/safe-text";
import { isLocale } from "@/lib/i18n/locales";
import { consumeCostLimits } from "@/lib/rate-limit";
import { guessPhotoPlace, photoAiConfig, photoAiMessages } from "@/lib/tools/photo-ai";
import { uploadMessages } from "@/lib/uploads/limits";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// POST /api/tools/photo-place (multipart: photo, locale): where an OpenAI-compatible model thinks
// the photo was taken, matched against our places and destinations. 404 when no model is configured.
export const POST = withSession(async (req, { user }) => {
  if (!photoAiConfig()) throw new AppError("not_found", { message: photoAiMessages.notConfigured });
  await consumeCostLimits("photoAi", { account: user?.id ?? null, address: clientAddress(req) });
  const form = await readMultipartForm(req, { fileFields: ["photo"], maxFiles: 1, tooManyFilesMessage: uploadMessages.oneImage, maxFields: 5 });
  assertSafeText([...form.fields.values()]);
  const photo = form.files[0];
  if (!photo || photo.data.length === 0) throw new AppError("bad_request", { message: photoAiMessages.noPhoto });
  const locale = form.fields.get("locale")?.[0];
  return json(await guessPhotoPlace(photo.data, { label: photo.filename || "The photo", locale: locale && isLocale(locale) ? locale : "en" }));
});
