// Typography for rendered Markdown bodies (no typography plugin in this design system).
export const proseClass = [
  "max-w-none leading-7 text-foreground",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
  "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4",
  "[&_hr]:my-8 [&_img]:mt-4 [&_img]:rounded-lg [&_table]:mt-4 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2",
].join(" ");
