/** Form spam checks: the honeypot field and Cloudflare Turnstile's siteverify. @module */

import { read_env } from "../core/env.ts";
import type { Env } from "../core/env.ts";
import { ServiceError } from "../core/error.ts";
import type { CaptchaOptions } from "../core/types.ts";

/** The field Turnstile's widget adds to a form. */
export const TURNSTILE_FIELD = "cf-turnstile-response";
/** Cloudflare's verification endpoint. */
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** The honeypot field name in force (`_honey` unless renamed), or `undefined` when turned off. */
export function honeypot_field(captcha: CaptchaOptions | undefined): string | undefined {
  if (captcha?.honeypot === false) return undefined;
  return captcha?.honeypot ?? "_honey";
}

/** Whether a bot filled the honeypot field of `form`. */
export function honeypot_filled(form: FormData, field: string | undefined): boolean {
  if (field === undefined) return false;
  return form.getAll(field).some((value) => typeof value !== "string" || value.trim() !== "");
}

interface TurnstileContext {
  provider: string;
  fetch: typeof fetch;
  env: Env | undefined;
  signal: AbortSignal | undefined;
}

/**
 * Verifies the form's Turnstile token when Turnstile is on: explicitly (`true` or `{secret_key}`),
 * or by default for forms when `TURNSTILE_SECRET_KEY` is set. Rejects with `captcha_failed`.
 */
export async function check_turnstile(
  form: FormData | undefined,
  captcha: CaptchaOptions | undefined,
  ctx: TurnstileContext,
): Promise<void> {
  const setting = captcha?.turnstile;
  if (setting === false) return;
  const env_secret = read_env("TURNSTILE_SECRET_KEY", ctx.env);
  if (setting === undefined && (form === undefined || env_secret === undefined)) return;
  const secret = (typeof setting === "object" ? setting.secret_key : undefined) ?? env_secret;
  if (!secret) {
    throw new ServiceError({
      provider: ctx.provider,
      code: "invalid_option",
      message: "captcha.turnstile needs a secret_key or TURNSTILE_SECRET_KEY",
    });
  }
  const fail = (message: string, raw?: unknown, cause?: unknown) =>
    new ServiceError({ provider: ctx.provider, code: "captcha_failed", message, raw, cause });
  const token = form?.get(TURNSTILE_FIELD);
  if (typeof token !== "string" || token === "") throw fail(`the form has no ${TURNSTILE_FIELD}`);
  let answer: { success?: boolean; "error-codes"?: string[] };
  try {
    const response = await ctx.fetch(SITEVERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token }),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    answer = await response.json();
  } catch (error) {
    throw fail("Turnstile could not be verified", undefined, error);
  }
  if (answer.success !== true) {
    throw fail(`Turnstile rejected the token (${(answer["error-codes"] ?? []).join(", ") || "no reason"})`, answer);
  }
}
