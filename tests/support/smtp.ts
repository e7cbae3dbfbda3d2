// A real SMTP server (smtp-server) that keeps every message it receives, for the mail tests.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

export async function startSmtpServer(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const boundPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The last message to `to`, with quoted-printable soft breaks undone. */
    lastTo(to: string): string | undefined {
      const found = [...messages].reverse().find((mail) => mail.to.includes(to));
      return found?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    },
  };
}

/** The token of the first link to `path` in a raw message. */
export function tokenFrom(raw: string | undefined, path: string): string {
  const match = raw?.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No ${path} link in message`);
  return match[1];
}
