/**
 * Double opt-in: a recipient added as `pending` to a list with confirmation gets a mail with a
 * link to `/v1/confirm/{token}`, working for `confirm_ttl_ms` (7 days). Following the link
 * shows a page whose button posts back; only the POST subscribes (then shows a short page, or
 * redirects to the list's `redirect_url`), so a mail scanner that fetches every link subscribes
 * no one. An expired link answers 410 with a page that says so. Only the token's SHA-256 is
 * stored; a used token is gone.
 * @module
 */

import type { Hono } from "hono";
import { sha256_hex } from "../../core/crypto.ts";
import { random_string } from "../../core/random.ts";
import { escape_html } from "../../core/html.ts";
import type { AppEnv } from "../http/context.ts";
import type { ListRecord, RecipientRecord } from "./store/types.ts";
import type { AccountContext } from "./context.ts";
import { event_jobs, start } from "./events.ts";
import { page } from "./pages.ts";
import { link_base, submit } from "./submit.ts";

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
  const now = actx.service.clock.now();
  const updated = { ...recipient, token_hash: await sha256_hex(token), token_expires: now + actx.confirm_ttl_ms };
  await actx.store.put_recipient(updated);
  const link = `${link_base(actx, base)}/v1/confirm/${token}`;
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
    { origin: "confirmation", origin_id: list.id },
  );
  return updated;
}

type Found =
  | { ok: true; recipient: RecipientRecord; list: ListRecord }
  | { ok: false; response: Response };

/** The pending recipient and list of a token, or the page that says why there is none. */
async function find(actx: AccountContext, token: string): Promise<Found> {
  const recipient = /^cfm_[0-9A-Za-z]{32}$/.test(token)
    ? await actx.store.recipient_by_token(await sha256_hex(token))
    : null;
  const list = recipient && await actx.store.list(recipient.account, recipient.list_id);
  if (!recipient || !list) {
    return { ok: false, response: page(404, "Link not valid", "This confirmation link is not valid or was used.") };
  }
  if ((recipient.token_expires ?? Infinity) <= actx.service.clock.now()) {
    return {
      ok: false,
      response: page(
        410,
        "Link expired",
        `This confirmation link for ${list.name} has expired. Sign up again to get a new one.`,
      ),
    };
  }
  return { ok: true, recipient, list };
}

export function mount_confirm(app: Hono<AppEnv>, actx: AccountContext): void {
  app.get("/v1/confirm/:token", async (c) => {
    const found = await find(actx, c.req.param("token"));
    if (!found.ok) return found.response;
    return page(200, `Subscribe to ${found.list.name}`, `Confirm that ${found.recipient.email} wants this mail.`, {
      button: "Confirm subscription",
      fields: { confirm: "yes" },
    });
  });

  app.post("/v1/confirm/:token", async (c) => {
    const found = await find(actx, c.req.param("token"));
    if (!found.ok) return found.response;
    const { recipient, list } = found;
    const now = actx.service.clock.now();
    const queue = await event_jobs(actx, list.account, "email.subscribed", {
      message_id: null,
      email: recipient.email,
      list: list.name,
    }, [recipient.token_hash ?? ""]); // two POSTs at once make one event
    await actx.store.put_recipient(
      { ...recipient, status: "subscribed", token_hash: null, token_expires: null, updated: now },
      queue,
    );
    start(actx, queue);
    const redirect = list.confirmation?.redirect_url;
    if (redirect) return new Response(null, { status: 303, headers: { location: redirect } });
    return page(200, "Subscribed", `You are subscribed to ${list.name}.`);
  });
}
