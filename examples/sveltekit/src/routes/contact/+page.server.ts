// A contact form that mails its fields to the team: `form_action` reads the FormData and sends it
// with `mail()` (the provider set in hooks.server.ts, or the account provider from SERVICE_TOKEN).
// The fields become an HTML table and a text version; a bot that fills the hidden `_honey` field
// gets `{ok: true, skipped: "honeypot"}` and nothing is sent.

import { fail } from "@sveltejs/kit";
import { form_action } from "@service/mail/kit";

export const actions = {
  default: form_action({
    fail,
    options: { from: "Acme website <web@acme.example>", to: "team@acme.example", subject: "Contact form" },
  }),
};
