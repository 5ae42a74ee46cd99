/**
 * SvelteKit helpers: a webhook endpoint in one line and a form action that mails a form.
 *
 * ```ts
 * // src/routes/webhooks/resend/+server.ts
 * import { webhook } from "@service/mail/kit";
 * export const POST = webhook(async (events) => {
 *   for (const event of events) console.log(event.type, event.email);
 * }, { provider: "resend" });
 * ```
 *
 * No SvelteKit dependency: the few types used are declared here.
 * @module
 */

export {
  form_action,
  type FormActionOptions,
  type FormFailure,
  type FormSender,
  type FormSuccess,
} from "./src/kit/form_action.ts";
export {
  type KitRequestEvent,
  type RequestHandler,
  webhook,
  type WebhookHandler,
  type WebhookOptions,
} from "./src/kit/webhook.ts";
