/**
 * A bare SMTP sink on Deno's own sockets (`Deno.listen`, no Node streams, no `smtp-server`):
 * greeting, EHLO/HELO, MAIL, RCPT, DATA (read to its closing dot and thrown away), RSET, NOOP,
 * QUIT, with pipelining (the replies to one read leave in one write). No TLS, no AUTH, no limits:
 * it is not a server for use, only the floor of what SMTP itself costs in this runtime, for the
 * peer table beside `sink_server.ts`.
 *
 *   deno run -A bench/deno_sink_server.ts   # prints `smtp: smtp://127.0.0.1:<port>`
 */

const encoder = new TextEncoder();
const EHLO = "250-sink.localhost\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n";
/** The end of DATA: CRLF . CRLF. */
const END = [0x0d, 0x0a, 0x2e, 0x0d, 0x0a];

/** Answers one command line. */
function answer(line: string): { reply: string; data?: true; quit?: true } {
  const verb = line.slice(0, 4).toUpperCase();
  switch (verb) {
    case "EHLO":
      return { reply: EHLO };
    case "HELO":
      return { reply: "250 sink.localhost\r\n" };
    case "MAIL":
    case "RCPT":
    case "RSET":
    case "NOOP":
      return { reply: "250 2.0.0 OK\r\n" };
    case "DATA":
      return { reply: "354 End data with <CR><LF>.<CR><LF>\r\n", data: true };
    case "QUIT":
      return { reply: "221 2.0.0 Bye\r\n", quit: true };
    default:
      return { reply: "502 5.5.2 Command not implemented\r\n" };
  }
}

async function serve(conn: Deno.TcpConn): Promise<void> {
  conn.setNoDelay(true);
  const buffer = new Uint8Array(64 * 1024);
  let line = ""; // a command line not yet ended
  let data = false;
  let matched = 0; // how much of END the data has ended with so far
  let chunks: Uint8Array[] = [];
  try {
    await conn.write(encoder.encode("220 sink.localhost ESMTP sink ready\r\n"));
    for (;;) {
      const n = await conn.read(buffer);
      if (n === null) return;
      const read = buffer.subarray(0, n);
      let replies = "";
      let quit = false;
      let at = 0;
      while (at < n) {
        if (data) {
          const start = at;
          // Scan for CRLF.CRLF; `matched` carries a partial match over reads (the first CRLF may be the
          // one that ended the DATA command itself, as an empty message is allowed).
          while (at < n && matched < END.length) {
            if (matched === 0) {
              // Only a line feed can start the end (its CR just before it): jump to the next one.
              const lf = read.indexOf(0x0a, at);
              if (lf === -1) {
                matched = read[n - 1] === 0x0d ? 1 : 0;
                at = n;
              } else {
                matched = lf > at && read[lf - 1] === 0x0d ? 2 : 0;
                at = lf + 1;
              }
              continue;
            }
            const byte = read[at++]!;
            matched = byte === END[matched] ? matched + 1 : byte === 0x0d ? 1 : 0;
          }
          chunks.push(read.slice(start, at)); // as a sink keeps what it is given until the end
          if (matched === END.length) {
            data = false;
            matched = 0;
            chunks = [];
            replies += "250 2.0.0 discarded\r\n";
          }
          continue;
        }
        const newline = read.indexOf(0x0a, at);
        const stop = newline === -1 ? n : newline + 1;
        for (let i = at; i < stop; i++) line += String.fromCharCode(read[i]!);
        at = stop;
        if (newline === -1) break;
        const result = answer(line.trimEnd());
        line = "";
        replies += result.reply;
        if (result.data) {
          data = true;
          matched = 2; // DATA's own CRLF counts as the first CRLF of the end
        }
        if (result.quit) {
          quit = true;
          break;
        }
      }
      if (replies) await conn.write(encoder.encode(replies));
      if (quit) return;
    }
  } catch {
    // the client went away
  } finally {
    try {
      conn.close();
    } catch {
      // already closed
    }
  }
}

const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
console.log(`smtp: smtp://127.0.0.1:${listener.addr.port}`);
Deno.addSignalListener("SIGTERM", () => {
  listener.close();
  Deno.exit(0);
});
for await (const conn of listener) void serve(conn);
