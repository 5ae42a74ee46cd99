import { expect } from "chai";
import { call, deliver, eml, new_inbox, test_service } from "../helpers/service.ts";

Deno.test("GET /v1/inbox finds the inbox by its token alone", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const response = await call(service, "GET", "/v1/inbox", { token: inbox.token });
  expect(response.status).to.equal(200);
  const body = await response.json();
  expect(body).to.deep.equal({
    address: inbox.address,
    expires: inbox.expires,
    created: inbox.created,
    count: 0,
    size: 0,
    cursor: "0",
    messages_left: 100,
    bytes_left: 10 * 1024 * 1024,
    last_refusal: null,
  });
  expect(response.headers.get("access-control-allow-origin")).to.equal("*");
  await service.close();
});

Deno.test("a wrong token, a missing token and an unknown address answer the same 401", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const other = await new_inbox(service);
  const answers = await Promise.all([
    call(service, "GET", `/v1/inboxes/${inbox.address}`, { token: other.token }),
    call(service, "GET", `/v1/inboxes/${inbox.address}`),
    call(service, "GET", `/v1/inboxes/${inbox.address}`, { token: "ibx_wrong" }),
    call(service, "GET", `/v1/inboxes/nobody-here-0000@inbox.localhost`, { token: inbox.token }),
    call(service, "GET", `/v1/inboxes/not-an-address`, { token: inbox.token }),
    call(service, "GET", `/v1/inbox`, { token: "ibx_wrong" }),
    call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, {
      headers: { authorization: `Basic ${inbox.token}` },
    }),
  ]);
  const bodies = await Promise.all(answers.map((r) => r.text()));
  for (const [i, response] of answers.entries()) {
    expect(response.status, `case ${i}`).to.equal(401);
    expect(response.headers.get("www-authenticate"), `case ${i}`).to.equal('Bearer realm="inbox"');
  }
  expect(new Set(bodies).size).to.equal(1);
  expect(JSON.parse(bodies[0]!).error.code).to.equal("unauthorized");
  await service.close();
});

Deno.test("messages list oldest first, page with after and limit, and carry a cursor", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  for (let i = 1; i <= 5; i++) await deliver(service, inbox.address, eml({ to: inbox.address, subject: `n${i}` }));
  const all = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token }))
    .json();
  expect(all.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(["n1", "n2", "n3", "n4", "n5"]);
  expect(all.messages.map((m: { cursor: string }) => m.cursor)).to.deep.equal(["1", "2", "3", "4", "5"]);
  expect(all.cursor).to.equal("5");
  const page =
    await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages?after=2&limit=2`, { token: inbox.token }))
      .json();
  expect(page.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(["n3", "n4"]);
  expect(page.cursor).to.equal("4");
  const empty =
    await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages?after=5`, { token: inbox.token })).json();
  expect(empty).to.deep.equal({ messages: [], cursor: "5" });
  for (
    const [query, code] of [
      ["after=x", "invalid_cursor"],
      ["after=-1", "invalid_cursor"],
      ["limit=0", "invalid_limit"],
      [
        "limit=101",
        "invalid_limit",
      ],
      ["limit=2.5", "invalid_limit"],
    ]
  ) {
    const bad = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages?${query}`, { token: inbox.token });
    expect(bad.status, query).to.equal(400);
    expect((await bad.json()).error.code, query).to.equal(code);
  }
  await service.close();
});

Deno.test("a message answers with every field, its raw bytes, and can be deleted", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const [local, host] = inbox.address.split("@");
  const raw = eml({
    from: '"Ada Lovelace" <ada@example.com>',
    to: `${local}+signup@${host}`,
    subject: "Your code",
    text: "Use 482913 as your verification code.\nhttps://app.example.com/verify?t=abc",
  });
  await deliver(service, `${local}+signup@${host}`, raw);
  const list = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token }))
    .json();
  const id = list.messages[0].id;
  const message =
    await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${id}`, { token: inbox.token })).json();
  expect(message).to.deep.equal({
    id,
    cursor: "1",
    from: "ada@example.com",
    name: "Ada Lovelace",
    to: [`${local}+signup@${host}`],
    tag: "signup",
    subject: "Your code",
    text: "Use 482913 as your verification code.\nhttps://app.example.com/verify?t=abc\n",
    html: null,
    headers: {
      from: '"Ada Lovelace" <ada@example.com>',
      to: `${local}+signup@${host}`,
      subject: "Your code",
      "message-id": "<test@example.com>",
      "mime-version": "1.0",
      "content-type": "text/plain; charset=utf-8",
    },
    auth: { spf: "none", dkim: "none", dmarc: "none" },
    attachments: [],
    code: "482913",
    code_digits: "482913",
    codes: ["482913"],
    link: "https://app.example.com/verify?t=abc",
    links: ["https://app.example.com/verify?t=abc"],
    received: new Date(service.clock.now()).toISOString(),
    size: raw.byteLength,
  });
  expect(id).to.match(/^msg_[0-9A-Za-z]{24}$/);

  const raw_response = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${id}/raw`, {
    token: inbox.token,
  });
  expect(raw_response.headers.get("content-type")).to.equal("message/rfc822");
  expect(new Uint8Array(await raw_response.arrayBuffer())).to.deep.equal(raw);

  // The tagged form of the address reads the same inbox.
  const tagged = await call(service, "GET", `/v1/inboxes/${local}+signup@${host}/messages/${id}`, {
    token: inbox.token,
  });
  expect(tagged.status).to.equal(200);
  await tagged.body?.cancel();

  expect((await call(service, "DELETE", `/v1/inboxes/${inbox.address}/messages/${id}`, { token: inbox.token })).status)
    .to.equal(204);
  const gone = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${id}`, { token: inbox.token });
  expect(gone.status).to.equal(404);
  expect((await gone.json()).error.code).to.equal("not_found");
  expect((await call(service, "DELETE", `/v1/inboxes/${inbox.address}/messages/${id}`, { token: inbox.token })).status)
    .to.equal(404);
  const after = await (await call(service, "GET", "/v1/inbox", { token: inbox.token })).json();
  expect(after).to.include({ count: 0, size: 0, cursor: "1" });
  await service.close();
});

Deno.test("attachments are served with their type and filename, sandboxed", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const pdf = "%PDF-1.4 fake";
  const raw = new TextEncoder().encode([
    "From: a@example.com",
    `To: ${inbox.address}`,
    "Subject: Files",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="x"',
    "",
    "--x",
    "Content-Type: text/plain",
    "",
    "see attached",
    "--x",
    'Content-Type: application/pdf; name="report é.pdf"',
    'Content-Disposition: attachment; filename="report é.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    btoa(pdf),
    "--x",
    "Content-Type: image/png",
    "Content-ID: <logo@x>",
    "Content-Disposition: inline",
    "Content-Transfer-Encoding: base64",
    "",
    btoa("PNGDATA"),
    "--x--",
    "",
  ].join("\r\n"));
  await deliver(service, inbox.address, raw);
  const [message] =
    (await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token })).json())
      .messages;
  expect(message.attachments).to.deep.equal([
    { index: 0, filename: "report é.pdf", type: "application/pdf", size: pdf.length, content_id: null },
    { index: 1, filename: null, type: "image/png", size: 7, content_id: "logo@x" },
  ]);
  const base = `/v1/inboxes/${inbox.address}/messages/${message.id}/attachments`;
  const first = await call(service, "GET", `${base}/0`, { token: inbox.token });
  expect(first.status).to.equal(200);
  expect(first.headers.get("content-type")).to.equal("application/pdf");
  expect(first.headers.get("content-disposition")).to.equal("attachment; filename*=UTF-8''report%20%C3%A9.pdf");
  expect(first.headers.get("content-security-policy")).to.equal("sandbox; default-src 'none'");
  expect(await first.text()).to.equal(pdf);
  const second = await call(service, "GET", `${base}/1`, { token: inbox.token });
  expect(second.headers.get("content-disposition")).to.equal("attachment; filename*=UTF-8''attachment-1");
  expect(await second.text()).to.equal("PNGDATA");
  for (const n of ["2", "x", "-1"]) {
    const missing = await call(service, "GET", `${base}/${n}`, { token: inbox.token });
    expect(missing.status, n).to.equal(404);
    await missing.body?.cancel();
  }
  await service.close();
});

Deno.test("extend moves expiry later and refuses to pass the maximum lifetime", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service, { ttl: "1h" });
  const created = Date.parse(inbox.created);
  const extended = await call(service, "POST", `/v1/inboxes/${inbox.address}/extend?ttl=2h`, { token: inbox.token });
  expect(extended.status).to.equal(200);
  expect((await extended.json()).expires).to.equal(new Date(created + 3 * 3_600_000).toISOString());
  const by_json = await call(service, "POST", `/v1/inboxes/${inbox.address}/extend`, {
    token: inbox.token,
    json: { ttl: "21h" },
  });
  expect((await by_json.json()).expires).to.equal(new Date(created + 24 * 3_600_000).toISOString());
  const over = await call(service, "POST", `/v1/inboxes/${inbox.address}/extend?ttl=1m`, { token: inbox.token });
  expect(over.status).to.equal(422);
  expect(await over.json()).to.deep.equal({
    error: { code: "lifetime_exceeded", message: "an inbox here lives at most 1d; it can be extended by at most 0s" },
  });
  for (const query of ["", "?ttl=later", "?ttl=0"]) {
    const bad = await call(service, "POST", `/v1/inboxes/${inbox.address}/extend${query}`, { token: inbox.token });
    expect(bad.status, query).to.equal(400);
    expect((await bad.json()).error.code, query).to.equal("invalid_ttl");
  }
  const stranger = await call(service, "POST", `/v1/inboxes/${inbox.address}/extend?ttl=1h`, { token: "ibx_no" });
  expect(stranger.status).to.equal(401);
  await stranger.body?.cancel();
  await service.close();
});

Deno.test("an expired inbox is unreadable at once and freed by the sweeper", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service, { ttl: "15m" });
  await deliver(service, inbox.address, eml({ to: inbox.address }));
  service.clock.advance(15 * 60_000 - 1);
  expect((await call(service, "GET", "/v1/inbox", { token: inbox.token })).status).to.equal(200);
  const keep = await new_inbox(service, { ttl: "1h" });
  service.clock.advance(1);
  for (const path of ["/v1/inbox", `/v1/inboxes/${inbox.address}`, `/v1/inboxes/${inbox.address}/messages`]) {
    const response = await call(service, "GET", path, { token: inbox.token });
    expect(response.status, path).to.equal(401);
    await response.body?.cancel();
  }
  const late = await deliver(service, inbox.address, eml({ to: inbox.address }));
  expect(late).to.deep.equal({ accepted: [], rejected: [{ address: inbox.address, code: "unknown_recipient" }] });
  service.clock.advance(3_600_000);
  expect(await service.sweep()).to.equal(1);
  expect(await service.ctx.store.inbox(keep.address)).to.equal(null);
  await service.close();
});

Deno.test("DELETE removes the inbox; its token no longer reads anything", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address }));
  expect((await call(service, "DELETE", `/v1/inboxes/${inbox.address}`, { token: inbox.token })).status).to.equal(204);
  const after = await call(service, "GET", "/v1/inbox", { token: inbox.token });
  expect(after.status).to.equal(401);
  await after.body?.cancel();
  expect((await deliver(service, inbox.address, eml({ to: inbox.address }))).accepted).to.deep.equal([]);
  await service.close();
});

Deno.test("unknown routes answer 404 JSON and wrong methods 405 JSON with Allow", async () => {
  const service = await test_service();
  const missing = await call(service, "GET", "/v2/anything");
  expect(missing.status).to.equal(404);
  expect(await missing.json()).to.deep.equal({ error: { code: "not_found", message: "no route GET /v2/anything" } });
  const wrong = await call(service, "PUT", "/v1/inboxes/a@b.c/messages");
  expect(wrong.status).to.equal(405);
  expect(wrong.headers.get("allow")).to.equal("DELETE, GET, HEAD");
  expect((await wrong.json()).error.code).to.equal("method_not_allowed");
  const post_wait = await call(service, "POST", "/v1/inboxes/a@b.c/wait");
  expect(post_wait.status).to.equal(405);
  await post_wait.body?.cancel();
  const delete_root = await call(service, "DELETE", "/");
  expect(delete_root.status).to.equal(405);
  expect(delete_root.headers.get("allow")).to.equal("GET, POST, HEAD");
  await delete_root.body?.cancel();
  await service.close();
});
