/** A local SMTP relay for the account API's outbound mail: a second `smtp-server` on port 0. */

import { SMTPServer } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A relay that takes everything, except what `refuse` answers a code for (a 4xx or 5xx reply to
 * RCPT TO); by default recipients starting with `reject` get 550.
 */
export async function relay(
  refuse: (address: string) => number | null = (address) => (address.startsWith("reject") ? 550 : null),
): Promise<{ url: string; received: Received[]; rcpt: string[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const rcpt: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      rcpt.push(address.address);
      const code = refuse(address.address);
      if (code !== null) {
        const text = code >= 500 ? "5.1.1 No such user" : "4.2.0 Greylisted, try again later";
        return callback(Object.assign(new Error(text), { responseCode: code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c]))),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port))
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rcpt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
