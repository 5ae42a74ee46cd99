/** `extract`: the code and link of a mail the model already has, with no inbox. @module */

import * as z from "zod";
import { extract as extract_parts, extract_mail } from "../../../extract.ts";
import { ToolError } from "../session.ts";
import type { ToolDef } from "../tool.ts";

/** The largest input taken inline, in characters. */
const MAX_CHARS = 2_000_000;

const INPUT = {
  eml: z.string().max(MAX_CHARS).optional().describe(
    "A whole raw email (.eml, RFC 5322: headers, blank line, body; MIME parts are decoded). Give this, or text/html.",
  ),
  text: z.string().max(MAX_CHARS).optional().describe("A plain-text mail body."),
  html: z.string().max(MAX_CHARS).optional().describe("An HTML mail body (read as text; never rendered or run)."),
  subject: z.string().max(2_000).optional().describe(
    "The subject line, when giving text or html (it helps rank codes).",
  ),
};

const OUTPUT = {
  code: z.string().nullable().describe("The one-time code as printed (e.g. K7P-2QX, G-482913), or null."),
  code_digits: z.string().nullable().describe(
    "What to type into the form: the code without a printed prefix or separators (e.g. K7P2QX), or null.",
  ),
  codes: z.array(z.string()).describe("Every code-shaped string found, best first."),
  link: z.string().nullable().describe("The verify / confirm / sign-in / reset link, or null."),
  links: z.array(z.string()).describe("Every http(s) link, in document order."),
  subject: z.string().nullable(),
  from: z.string().nullable(),
};

/** `extract`. */
export const extract: ToolDef<typeof INPUT, typeof OUTPUT> = {
  name: "extract",
  title: "Find the code and link in an email",
  description:
    `Finds the one-time code and the verify/sign-in/reset link in an email you already have, with the same extractor the inbox uses: give a raw .eml as eml, or a body as text and/or html (with subject). Works offline; no inbox needed. Up to ${MAX_CHARS} characters. code and link are null rather than a guess.`,
  input: INPUT,
  output: OUTPUT,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(args) {
    let found: z.infer<z.ZodObject<typeof OUTPUT>>;
    if (args.eml !== undefined) {
      const mail = await extract_mail(args.eml);
      found = {
        code: mail.code,
        code_digits: mail.code_digits,
        codes: mail.codes,
        link: mail.link,
        links: mail.links,
        subject: mail.subject,
        from: mail.from,
      };
    } else if (args.text !== undefined || args.html !== undefined) {
      const parts = extract_parts({ subject: args.subject ?? null, text: args.text ?? null, html: args.html ?? null });
      found = { ...parts, subject: args.subject ?? null, from: null };
    } else {
      throw new ToolError("give the mail: eml (a raw message), or text and/or html");
    }
    const lines = [
      `code: ${found.code ?? "(none found)"}${
        found.code_digits && found.code_digits !== found.code ? ` (type ${found.code_digits})` : ""
      }`,
      `link: ${found.link ?? "(none found)"}`,
      ...(found.codes.length > 1 ? [`other codes: ${found.codes.slice(1).join(", ")}`] : []),
      ...(found.links.length > 0 ? [`links: ${found.links.join(" ")}`] : []),
    ];
    return { data: found, text: lines.join("\n") };
  },
};
