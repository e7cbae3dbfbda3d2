import { readLocalUpload } from "@/lib/uploads/storage";

export const dynamic = "force-dynamic";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

// GET /uploads/{key}: a stored image of the local upload storage. Keys are the generated names
// only (32 hex characters and the type's extension), so nothing else on disk can be reached.
export async function GET(_req: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const { key } = await params;
  if (key.length !== 1 || !key[0]) return notFound();
  const file = await readLocalUpload(key[0]);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.length),
      "X-Content-Type-Options": "nosniff",
      // Names are random and never reused: the bytes behind a URL never change.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    },
  });
}
