/**
 * The service never requests a URL found in mail: a one-time link stays unburnt, a tracking
 * pixel learns nothing. A local HTTP server whose URLs fill a mail must see no request through
 * SMTP ingest, wait, stream, list, read, raw, attachments and explain. (The viewer's side, in
 * Chromium, is in tests/browser/viewer.ts.)
 */

import { expect } from "chai";
import { extract_mail } from "../../extract.ts";
import { smtp_client } from "../helpers/smtp.ts";
import { SseReader } from "../helpers/sse.ts";
import { new_inbox, test_server } from "../helpers/service.ts";

function probe_server() {
  const requests: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    requests.push(new URL(request.url).pathname);
    return new Response("burnt");
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}

/** A mail whose every part names the probe: links, images, styles, frames, headers, an attachment. */
function hostile_mail(to: string, at: (path: string) => string): string {
  const html = `<html><head><meta http-equiv="refresh" content="0;url=${at("/refresh")}">
<link rel="stylesheet" href="${at("/style.css")}"><style>@import url("${at("/import.css")}");</style></head>
<body background="${at("/body.png")}"><p>Confirm your account: <a href="${
    at("/verify?t=one-time-token")
  }">Confirm</a></p>
<p>Your code is <b>482913</b>.</p><img src="${at("/pixel.png")}" alt=""><iframe src="${at("/iframe")}"></iframe>
<img src="cid:logo@acme"></body></html>`;
  return [
    "From: Acme <hello@acme.test>",
    `To: ${to}`,
    "Subject: Confirm your account",
    `List-Unsubscribe: <${at("/unsubscribe")}>`,
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    `Disposition-Notification-To: <read-receipt@acme.test>`,
    "Message-ID: <never-fetch@acme.test>",
    "MIME-Version: 1.0",
    'Content-Type: multipart/related; boundary="rel"',
    "",
    "--rel",
    'Content-Type: multipart/alternative; boundary="alt"',
    "",
    "--alt",
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Confirm your account: ${at("/verify?t=one-time-token")}`,
    `Your code is 482913. Logo: ${at("/logo.png")}`,
    "--alt",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
    "--alt--",
    "--rel",
    "Content-Type: text/uri-list",
    "Content-Disposition: attachment; filename=links.uri",
    "",
    at("/attached-link"),
    "--rel",
    "Content-Type: image/png",
    "Content-ID: <logo@acme>",
    "Content-Transfer-Encoding: base64",
    "",
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "--rel--",
    "",
  ].join("\r\n");
}

Deno.test("no URL found in mail is ever requested: ingest, wait, stream, list, read, raw, attachments, explain", async () => {
  await using probe = probe_server();
  const at = (path: string) => `${probe.url}${path}`;
  // The probe answers: a request to it would be seen.
  await (await fetch(at("/alive"))).body?.cancel();
  expect(probe.requests).to.deep.equal(["/alive"]);
  probe.requests.length = 0;

  const server = await test_server();
  try {
    const inbox = await new_inbox(server.service);
    const base = `${server.http_url}/v1/inboxes/${inbox.address}`;
    const headers = { authorization: `Bearer ${inbox.token}` };
    const stream = await fetch(`${base}/stream`, { headers });
    const events = new SseReader(stream.body!);
    const waiting = fetch(`${base}/wait?subject=confirm&timeout=10s`, { headers });

    const transport = smtp_client(server.smtp_port);
    await transport.sendMail({
      envelope: { from: "hello@acme.test", to: [inbox.address] },
      raw: hostile_mail(inbox.address, at),
    });
    transport.close();

    const message = await (await waiting).json();
    expect(message.link).to.equal(at("/verify?t=one-time-token"));
    expect(message.code).to.equal("482913");
    expect(JSON.parse((await events.next())!.data).id).to.equal(message.id);
    await stream.body?.cancel().catch(() => {});
    const reads = [
      `${base}`,
      `${base}/messages`,
      `${base}/messages/${message.id}`,
      `${base}/messages/${message.id}?explain=1`,
      `${base}/messages/${message.id}/raw`,
      ...message.attachments.map((a: { index: number }) => `${base}/messages/${message.id}/attachments/${a.index}`),
      `${base}/wait?subject=nothing&timeout=10ms`,
      `${base}/wait?subject=confirm&expect=none&timeout=10ms`,
      `${server.http_url}/view`,
    ];
    for (const url of reads) await (await fetch(url, { headers })).arrayBuffer();
    const raw = await (await fetch(`${base}/messages/${message.id}/raw`, { headers })).arrayBuffer();
    expect((await extract_mail(raw, { explain: true })).link).to.equal(at("/verify?t=one-time-token"));

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(probe.requests, "the service requested a URL it found in mail").to.deep.equal([]);
  } finally {
    await server.close();
  }
});
