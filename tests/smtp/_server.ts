/**
 * An `smtp-server` that requires both STARTTLS and AUTH (PLAIN, LOGIN, XOAUTH2) on a self-signed
 * certificate, listening on 127.0.0.1 port 0, recording what it received; `refuse` scripts a
 * reply for a test.
 */

import { SMTPServer } from "smtp-server";
import { self_signed } from "./_cert.ts";

/** What one transaction delivered. */
export interface Received {
  user: string | undefined;
  secure: boolean;
  from: string;
  to: string[];
  raw: string;
}

/** A refusal the server gives at `stage` while it applies (`times` counts down; absent = always). */
export interface Refusal {
  stage: "mail" | "rcpt" | "data";
  code: number;
  text: string;
  times?: number;
}

export const USER = "ada";
export const PASS = "correct horse";
export const TOKEN = "ya29.token";

export interface StrictServer extends AsyncDisposable {
  port: number;
  cert: string;
  received: Received[];
  /** How many connections were made. */
  connections: number;
  refuse: Refusal[];
}

/** Starts the strict server; dispose it to stop. */
export async function strict_server(): Promise<StrictServer> {
  const { key, cert } = await self_signed();
  const state = { received: [] as Received[], connections: 0, refuse: [] as Refusal[] };
  const refusal = (stage: Refusal["stage"]) => {
    const found = state.refuse.find((r) => r.stage === stage && (r.times === undefined || r.times > 0));
    if (!found) return null;
    if (found.times !== undefined) found.times--;
    return Object.assign(new Error(found.text), { responseCode: found.code });
  };
  const server = new SMTPServer({
    key,
    cert,
    secure: false,
    authMethods: ["PLAIN", "LOGIN", "XOAUTH2"],
    allowInsecureAuth: false,
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      const ok = auth.username === USER &&
        (auth.method === "XOAUTH2" ? auth.accessToken === TOKEN : auth.password === PASS);
      if (ok) return callback(null, { user: auth.username });
      if (auth.method === "XOAUTH2") {
        return callback(null, { data: { status: "401", schemes: "bearer", scope: "https://mail.google.com/" } });
      }
      callback(new Error("Invalid username or password"));
    },
    onMailFrom(_address, session, callback) {
      if (!session.secure) {
        return callback(Object.assign(new Error("Must issue STARTTLS first"), { responseCode: 530 }));
      }
      callback(refusal("mail"));
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal("rcpt"));
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("end", () => {
        const refused = refusal("data");
        if (refused) return callback(refused);
        const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        let at = 0;
        for (const c of chunks) bytes.set(c, at), at += c.length;
        state.received.push({
          user: session.user as string | undefined,
          secure: session.secure,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: new TextDecoder().decode(bytes),
        });
        callback(null, `Ok: queued as Q${state.received.length}`);
      });
    },
  });
  // A client that refuses the certificate ends the handshake with an alert; that is the test's point, not a failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(state, {
    port,
    cert,
    [Symbol.asyncDispose]: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
