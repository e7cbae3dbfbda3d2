/** A form's problems, announced and shown above the form. */
export function Problems({ title, messages }: { title: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="mt-6 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
