/** The account API in process: a test service with two accounts, the account client and inboxes on it. */

import { account as account_provider, type AccountOptions } from "../../src/providers/account/send.ts";
import { temp } from "../../src/inbox/temp.ts";
import type { AccountApiOptions } from "../../src/server/account/mod.ts";
import type { AccountConfig } from "../../src/server/http/accounts.ts";
import type { Service, ServiceOptions } from "../../src/server/service.ts";
import { call, test_service } from "../helpers/service.ts";
import type { FakeClock } from "../helpers/clock.ts";

export const KEY = "svc_account_one_key";
export const OTHER_KEY = "svc_account_two_key";
export const BASE = "http://inbox.test";

/** The two accounts: one owns `example.com`, the other owns nothing. */
export const ACCOUNTS: AccountConfig[] = [
  { id: "acc_one", key: KEY, domains: ["example.com"] },
  { id: "acc_two", key: OTHER_KEY },
];

export type TestService = Service & { clock: FakeClock };

type Box = { delete(): Promise<void>; [Symbol.asyncDispose](): Promise<void> };

/** Inboxes made by `inbox()` and `week_inbox()`, deleted when their service closes. */
const boxes = new WeakMap<Service, Set<Box>>();
const closed = new WeakSet<Service>();

/**
 * A service with the account API on a manual scheduler (tests call `tick()`). Closing it first
 * deletes the inboxes made on it, which tests hold with `await using` past the close (a KV
 * store's handle is gone by then).
 */
export async function account_service(
  options: ServiceOptions & { account_options?: AccountApiOptions } = {},
): Promise<TestService> {
  const { account_options, ...rest } = options;
  const service = await test_service({ accounts: ACCOUNTS, account: { poll_ms: 0, ...account_options }, ...rest });
  const close = service.close.bind(service);
  service.close = async (options) => {
    for (const box of boxes.get(service) ?? []) await box.delete().catch(() => {});
    closed.add(service);
    await close(options);
  };
  return service;
}

/** Records `box` to be deleted at close; disposing it after the close does nothing. */
async function tracked<T extends Box>(service: Service, box: Promise<T>): Promise<T> {
  const made = await box;
  if (!boxes.has(service)) boxes.set(service, new Set());
  boxes.get(service)!.add(made);
  const dispose = made[Symbol.asyncDispose].bind(made);
  Object.defineProperty(made, Symbol.asyncDispose, {
    value: () => (closed.has(service) ? Promise.resolve() : dispose()),
  });
  return made;
}

/** The service as a `fetch`. */
export function fetch_of(service: Service): typeof fetch {
  return (input, init) => service.fetch(new Request(input, init));
}

/** The account provider talking to the service in process, on the service's clock. */
export function client(service: TestService, key = KEY, options: AccountOptions = {}) {
  return account_provider({ api_key: key, url: BASE, fetch: fetch_of(service), clock: service.clock, ...options });
}

/** A throwaway inbox on the service, living a day (tests move the clock by hours). */
export function inbox(service: Service) {
  return tracked(service, temp({ url: BASE, fetch: fetch_of(service), ttl: "1d" }));
}

/** An inbox on the account's own domain, living a week (for tests that move the clock by days). */
export function week_inbox(service: Service) {
  return tracked(service, temp({ url: BASE, fetch: fetch_of(service), ttl: "7d", domain: "example.com", key: KEY }));
}

/** Calls the account API with a key. */
export function api(
  service: Service,
  method: string,
  path: string,
  options: { key?: string | null; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const key = options.key === undefined ? KEY : options.key;
  return call(service, method, path, {
    ...(key === null ? {} : { token: key }),
    ...(options.json === undefined ? {} : { json: options.json }),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

/** Runs due jobs and waits for the work they start. */
export async function settle(service: Service): Promise<void> {
  await service.account!.tick();
}

/** The error code of a JSON error answer. */
export async function code_of(response: Response): Promise<string> {
  return (await response.json()).error?.code;
}

/** A page the server shows for a link in mail, and the form it holds (if any). */
export interface LinkPage {
  status: number;
  html: string;
  /** The hidden fields of its `<form method="post">`, or `null` when it has none. */
  form: Record<string, string> | null;
}

/** Opens a link as a person's browser (or a mail scanner) would: one GET, nothing pressed. */
export async function open_link(fetch: typeof globalThis.fetch, url: string): Promise<LinkPage> {
  const response = await fetch(url);
  const html = await response.text();
  const form = /<form method="post">([\s\S]*?)<\/form>/.exec(html);
  const fields = form
    ? Object.fromEntries(
      [...form[1]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
    )
    : null;
  return { status: response.status, html, form: fields };
}

/** Opens a link, then presses the page's button: its form posted back to the same URL. */
export async function press_button(fetch: typeof globalThis.fetch, url: string): Promise<Response> {
  const page = await open_link(fetch, url);
  if (!page.form) throw new Error(`no form on ${url} (${page.status}): ${page.html.slice(0, 200)}`);
  return await fetch(url, { method: "POST", body: new URLSearchParams(page.form), redirect: "manual" });
}
