/**
 * Double opt-in: a recipient added as `pending` to a list with confirmation gets a mail with a
 * link to `/v1/confirm/{token}`; following it subscribes them (then shows a short page, or
 * redirects to the list's `redirect_url`). Only the token's SHA-256 is stored; a used token is gone.
 * @module
 */

import type { Hono } from "hono";
import { sha256_hex } from "../../util/crypto.ts";
import { random_string } from "../../util/random.ts";
import { escape_html } from "../../send/form.ts";
import type { AppEnv } from "../context.ts";
import type { ListRecord, RecipientRecord } from "../store/account_types.ts";
import type { AccountContext } from "./context.ts";
import { emit } from "./events.ts";
import { submit } from "./submit.ts";

/** The sender of mail the server writes for an account when none is configured. */
export function default_sender(actx: AccountContext): string {
  return `no-reply@${actx.service.domains[0]}`;
}

/** Gives `recipient` a new token and mails them the link; answers the recipient with its token hash. */
export async function send_confirmation(
  actx: AccountContext,
  list: ListRecord,
  recipient: RecipientRecord,
  base: string,
): Promise<RecipientRecord> {
  const token = `cfm_${random_string(32)}`;
  const updated = { ...recipient, token_hash: await sha256_hex(token) };
  await actx.store.put_recipient(updated);
  const link = `${actx.public_url ?? base}/v1/confirm/${token}`;
  const settings = list.confirmation;
  const intro = settings?.body ??
    `<p>Please confirm that you want to receive mail from ${
      escape_html(list.name)
    }.</p>\n<p><a href="{{confirm_url}}">Confirm your subscription</a></p>`;
  const html = intro.includes("{{confirm_url}}")
    ? intro.replaceAll("{{confirm_url}}", link)
    : `${intro}\n<p><a href="${link}">Confirm your subscription</a></p>`;
  const to = recipient.name ? `${recipient.name.replace(/[<>"]/g, "")} <${recipient.email}>` : recipient.email;
  await submit(
    actx,
    list.account,
    [{
      from: settings?.from ?? default_sender(actx),
      to: [to],
      cc: [],
      bcc: [],
      reply_to: [],
      subject: settings?.subject ?? `Confirm your subscription to ${list.name}`,
      html,
      text: `Confirm your subscription to ${list.name}: ${link}`,
      headers: {},
      tags: ["confirmation"],
      metadata: {},
      attachments: [],
      tracking: null,
      form: null,
      scheduled_at: null,
    }],
    "confirmation",
    list.id,
  );
  return updated;
}

function page(status: number, title: string, text: string): Response {
  const html = `<!doctype html><meta charset="utf-8"><title>${escape_html(title)}</title>` +
    `<main style="font-family:sans-serif;max-width:32em;margin:4em auto"><h1>${escape_html(title)}</h1><p>${
      escape_html(text)
    }</p></main>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    },
  });
}

export function mount_confirm(app: Hono<AppEnv>, actx: AccountContext): void {
  app.get("/v1/confirm/:token", async (c) => {
    const token = c.req.param("token");
    const recipient = /^cfm_[0-9A-Za-z]{32}$/.test(token)
      ? await actx.store.recipient_by_token(await sha256_hex(token))
      : null;
    const list = recipient && await actx.store.list(recipient.account, recipient.list_id);
    if (!recipient || !list) return page(404, "Link not valid", "This confirmation link is not valid or was used.");
    const now = actx.service.clock.now();
    await actx.store.put_recipient({ ...recipient, status: "subscribed", token_hash: null, updated: now });
    emit(actx, list.account, "email.subscribed", { message_id: null, email: recipient.email, list: list.name });
    const redirect = list.confirmation?.redirect_url;
    if (redirect) return new Response(null, { status: 303, headers: { location: redirect } });
    return page(200, "Subscribed", `You are subscribed to ${list.name}.`);
  });
}
