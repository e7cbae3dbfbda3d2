// Minimal types for smtp-server (the package ships none and @types/smtp-server is not installed).
declare module "smtp-server" {
  import type { Server } from "node:net";
  import type { Readable } from "node:stream";

  export type SMTPSession = { envelope: { rcptTo: Array<{ address: string }> } };
  export type SMTPServerOptions = {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?: (stream: Readable, session: SMTPSession, callback: (error?: Error | null) => void) => void;
  };
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
  }
}
