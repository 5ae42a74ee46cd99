/**
 * `form_action`: a SvelteKit form action that mails the submitted `FormData` and answers
 * `fail(…)`-shaped errors. It takes the sender as a seam (`mail` from `@service/mail`, or a
 * provider), so it runs without SvelteKit and tests need no network.
 * @module
 */

import { mail } from "../providers/default.ts";
import { ServiceError } from "../core/error.ts";
import type { SendOptions, SendResponse } from "../core/types.ts";

/**
 * Anything that sends: a provider, or `{ send: mail }`.
 *
 * @example
 * ```ts
 * import { form_action, type FormSender } from "@service/mail/kit";
 * import { mock } from "@service/mail/mock";
 * const sender: FormSender = mock({ default: { from: "site@example.com", to: "me@example.com" } });
 * const action = form_action({ send: sender });
 * console.assert(typeof action === "function");
 * ```
 */
export interface FormSender {
  /** Sends one message; resolves with its id (and `skipped` when nothing was sent). */
  send(options: { body: FormData } & Record<string, unknown>): Promise<{ id: string; skipped?: string }>;
}

/**
 * Options of `form_action`.
 *
 * @example
 * ```ts
 * import { form_action, type FormActionOptions } from "@service/mail/kit";
 * const options: FormActionOptions = { options: { to: "team@acme.test", subject: "Contact form" } };
 * export const actions = { default: form_action(options) };
 * ```
 */
export interface FormActionOptions<F = FormFailure> {
  /** The sender: a provider object or a `send` function; default `mail()` from `@service/mail`. */
  send?: FormSender | FormSender["send"];
  /** Send options besides the body (`to`, `subject`, `from`, `captcha`…). */
  options?: Record<string, unknown>;
  /** SvelteKit's `fail` from `@sveltejs/kit`; default builds a plain `{status, data}`. */
  fail?: (status: number, data: FormFailure["data"]) => F;
}

/**
 * What a successful action returns to the page (`form` prop).
 *
 * @example
 * ```ts
 * import type { FormFailure, FormSuccess } from "@service/mail/kit";
 * function message(form: FormSuccess | FormFailure["data"] | null): string {
 *   if (!form) return "";
 *   return form.ok ? "Thanks!" : form.error.message;
 * }
 * console.assert(message({ ok: true, id: "msg_1" }) === "Thanks!");
 * ```
 */
export interface FormSuccess {
  /** Always `true`. */
  ok: true;
  /** The sent message's id (`""` when skipped). */
  id: string;
  /** `honeypot` when a bot filled the honeypot field and nothing was sent. */
  skipped?: string;
}

/**
 * `fail(status, data)`-shaped: the page gets `data` back with the user's values.
 *
 * @example
 * ```ts
 * import type { FormFailure } from "@service/mail/kit";
 * const failure: FormFailure = {
 *   status: 400,
 *   data: { ok: false, error: { code: "invalid_address", message: "bad address" }, values: { email: "nope" } },
 * };
 * console.assert(failure.data.values.email === "nope");
 * ```
 */
export interface FormFailure {
  /** 400 for the submitter's mistakes, 500 for the server's. */
  status: number;
  /** What the page gets back: the error and the submitted values, to fill the form again. */
  data: { ok: false; error: { code: string; message: string }; values: Record<string, string> };
}

/** Codes that are the submitter's doing: 400; anything else is the server's: 500. */
const CLIENT = new Set([
  "invalid_address",
  "invalid_option",
  "invalid_scheduled_at",
  "scheduled_too_far",
  "captcha_failed",
]);

function values(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !key.startsWith("_") && !key.startsWith("cf-")) out[key] = value;
  }
  return out;
}

/**
 * A form action: reads the request's `FormData`, sends it as the mail body, and returns
 * `{ok: true, id}` or `fail(400 | 500, {ok: false, error: {code, message}, values})`.
 *
 * @example
 * ```ts
 * import { form_action } from "@service/mail/kit";
 * const sent: FormData[] = [];
 * const action = form_action({ send: async ({ body }) => { sent.push(body); return { id: "msg_1" }; }, options: { to: "me@example.com" } });
 * const body = new FormData();
 * body.set("email", "alice@example.com");
 * const result = await action({ request: new Request("https://example.com/contact", { method: "POST", body }) });
 * console.assert("ok" in result && result.ok && sent.length === 1);
 * ```
 */
export function form_action<F = FormFailure>(
  setup: FormActionOptions<F>,
): (event: { request: Request }) => Promise<FormSuccess | F> {
  const given = setup.send;
  const send: FormSender["send"] = given === undefined
    ? (options) => mail(options as unknown as SendOptions) as Promise<SendResponse>
    : typeof given === "function"
    ? given
    : given.send.bind(given);
  const fail = setup.fail ?? ((status: number, data: FormFailure["data"]) => ({ status, data }) as F);
  return async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return fail(400, {
        ok: false,
        error: { code: "invalid_form", message: "the request is not a form" },
        values: {},
      });
    }
    try {
      const result = await send({ ...setup.options, body: form });
      return { ok: true, id: result.id, ...(result.skipped ? { skipped: result.skipped } : {}) };
    } catch (error) {
      if (!ServiceError.is(error)) throw error;
      const code = error.code ?? "send_failed";
      return fail(CLIENT.has(code) ? 400 : 500, {
        ok: false,
        error: { code, message: error.detail },
        values: values(form),
      });
    }
  };
}
