// Resend's delivery webhooks: POST /webhooks/resend. `webhook` verifies the Svix signature with
// RESEND_WEBHOOK_SECRET (from the environment), answers 401 to forgeries, and hands over the
// normalised events.

import { webhook } from "@service/mail/kit";
import { on_mail_event } from "../../../lib/server/mail_events.ts";

export const POST = webhook((events) => {
  for (const event of events) on_mail_event(event);
}, { provider: "resend" });
