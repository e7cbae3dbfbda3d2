import net from "node:net";
import type { AddressInfo } from "node:net";
import { MAIL_TIMEOUT_MS, trySendMail } from "./transport";

describe("mail transport", () => {
  let server: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // An SMTP server that accepts the connection and then never says a word.
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it("gives up on a silent mail server after the 10 s timeout instead of hanging", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const started = Date.now();
    const isSent = await trySendMail({ to: "traveller@example.com", subject: "Verify", text: "Hi", html: "<p>Hi</p>" });
    const elapsed = Date.now() - started;
    expect(isSent).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(MAIL_TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(MAIL_TIMEOUT_MS + 3000);
  }, 20_000);
});
