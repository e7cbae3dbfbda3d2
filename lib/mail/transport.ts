import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { env } from "@/lib/env";

/** No request waits longer than this for a mail server. */
export const MAIL_TIMEOUT_MS = 10_000;

export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

export function mailFrom(): string {
  return env().MAIL_FROM ?? "Wander Bold <no-reply@wanderbold.local>";
}

export function mailDirectory(): string {
  return env().MAIL_DIR ?? path.join(process.cwd(), ".data", "mail");
}

let smtpTransport: { url: string; transport: Mail } | undefined;

function smtp(url: string): Mail {
  if (smtpTransport?.url !== url) {
    smtpTransport = {
      url,
      transport: nodemailer.createTransport(url, {
        connectionTimeout: MAIL_TIMEOUT_MS,
        greetingTimeout: MAIL_TIMEOUT_MS,
        socketTimeout: MAIL_TIMEOUT_MS,
      }) as unknown as Mail,
    };
  }
  return smtpTransport.transport;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Mail not sent within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends through SMTP when SMTP_URL is set, otherwise writes the message as an .eml file under
 * .data/mail/ and logs where. Gives up after MAIL_TIMEOUT_MS and throws.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const message = { from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) };
  const url = env().SMTP_URL;
  if (url) {
    await withTimeout(smtp(url).sendMail(message), MAIL_TIMEOUT_MS);
    return;
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await composer.sendMail(message);
  const dir = mailDirectory();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  console.info(`mail: "${mail.subject}" to ${mail.to} written to ${file}`);
}

/**
 * Sends without ever failing the caller: a slow or unreachable mail server is logged, and the
 * user can ask again (resend verification, request another reset).
 */
export async function trySendMail(mail: OutgoingMail): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error(`mail: could not send "${mail.subject}" to ${mail.to}:`, error instanceof Error ? error.message : error);
    return false;
  }
}
