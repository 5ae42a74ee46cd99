import { expect } from "chai";
import { read_config } from "../../src/server/main.ts";
import { account_service, KEY, OTHER_KEY } from "../account/_helpers.ts";
import { call, test_service } from "../helpers/service.ts";

Deno.test("the usage card and llms.txt name the abuse contact, the default one and a configured one", async () => {
  for (
    const [options, contact] of [[{}, "abuse@inbox.localhost"], [
      { abuse_email: "trust@example.org" },
      "trust@example.org",
    ]] as const
  ) {
    const service = await test_service(options);
    expect(await (await call(service, "GET", "/")).text()).to.include(`Abuse: ${contact}`);
    expect(await (await call(service, "GET", "/llms.txt")).text()).to.include(`Report abuse to ${contact}.`);
    await service.close();
  }
});

Deno.test("the deny-list comes from --deny (repeatable) or SERVICE_DENY, and bad entries stop the start", async () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  const flags = await read_config(
    ["--deny", "203.0.113.0/24", "--deny", "spam.example"],
    env({ SERVICE_TOKEN: "k".repeat(8) }),
  );
  expect(flags.deny).to.deep.equal(["203.0.113.0/24", "spam.example"]);
  const from_env = await read_config(
    [],
    env({ SERVICE_TOKEN: "k".repeat(8), SERVICE_DENY: "2001:db8::/32, bad.example" }),
  );
  expect(from_env.deny).to.deep.equal(["2001:db8::/32", "bad.example"]);
  let error: Error | null = null;
  await read_config(["--deny", "not a host!"], env({ SERVICE_TOKEN: "k".repeat(8) })).catch((e) => error = e);
  expect(error!.message).to.equal('deny: "not a host!" is neither an IP address, a CIDR range nor a domain');
});

const SPOOFS: [string, unknown][] = [
  ["a foreign domain", "ceo@bank.example"],
  ["an owned domain as a suffix of a foreign one", "x@example.com.evil.test"],
  ["a foreign domain ending in the owned name", "x@notexample.com"],
  ["the owned address as display name", '"x@example.com" <ceo@bank.example>'],
  ["the owned domain in a comment", "ceo@bank.example (x@example.com)"],
  ["an object with the owned address as name", { email: "ceo@bank.example", name: "x@example.com" }],
  ["a trailing dot", "ceo@bank.example."],
  ["an encoded @", "x%40example.com@bank.example"],
];

Deno.test("the account API refuses to send from a domain the account does not own, however it is written", async () => {
  const service = await account_service();
  const send = (from: unknown, key = KEY, extra: Record<string, unknown> = {}) =>
    call(service, "POST", "/v1/messages", {
      token: key,
      json: { from, to: ["someone@example.net"], text: "hi", ...extra },
    });
  for (const [name, from] of SPOOFS) {
    const response = await send(from);
    expect(response.status, name).to.be.oneOf([403, 422]);
    const { error } = await response.json();
    expect(error.code, name).to.be.oneOf(["domain_not_owned", "invalid_address"]);
  }
  // Its own domain, any case, and its subdomains are fine; another account may not use them.
  for (const from of ["news@EXAMPLE.com", "Ada <ada@mail.example.com>"]) {
    const response = await send(from);
    expect(response.status, from).to.be.within(200, 202);
    await response.body?.cancel();
  }
  const other = await send("news@example.com", OTHER_KEY);
  expect(other.status).to.equal(403);
  expect((await other.json()).error.code).to.equal("domain_not_owned");
  // Nor can a header say otherwise.
  for (const header of ["From", "fRoM", "Sender", "Reply-To", "Return-Path", "Resent-From", "Resent-Sender"]) {
    const response = await send("news@example.com", KEY, { headers: { [header]: "ceo@bank.example" } });
    expect(response.status, header).to.equal(422);
    expect((await response.json()).error.code, header).to.equal("reserved_header");
  }
  const injected = await send("news@example.com", KEY, { subject: "hi\r\nFrom: ceo@bank.example" });
  expect(injected.status).to.equal(422);
  await injected.body?.cancel();
  // Lists: the confirmation sender and a broadcast's sender are checked the same way.
  const list = await call(service, "POST", "/v1/lists", {
    token: KEY,
    json: { name: "News", confirmation: { from: "ceo@bank.example" } },
  });
  expect(list.status).to.equal(403);
  await list.body?.cancel();
  expect((await call(service, "POST", "/v1/lists", { token: KEY, json: { name: "Ok" } })).status).to.equal(201);
  const broadcast = await call(service, "POST", "/v1/lists/Ok/broadcasts", {
    token: KEY,
    json: { from: "ceo@bank.example", subject: "s", text: "t" },
  });
  expect(broadcast.status).to.equal(403);
  await broadcast.body?.cancel();
  await service.close();
});
