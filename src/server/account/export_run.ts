/** A scheduled export's run: the file is built and mailed to its recipients as an attachment. @module */

import { to_base64 } from "../../core/base64.ts";
import type { ExportRecord } from "./store/types.ts";
import { default_sender } from "./confirm.ts";
import type { AccountContext } from "./context.ts";
import { build_export } from "./export_file.ts";
import { submit } from "./submit.ts";

/**
 * Mails the export as of `at` (as message `id`, when given). Without a `window`, the rows are
 * those since the previous run (`since`), or all of them on the first run.
 */
export async function run_export(
  actx: AccountContext,
  record: ExportRecord,
  at: number,
  since: number | null,
  id?: string,
): Promise<string> {
  const file = await build_export(
    actx,
    record.account,
    record,
    at,
    record.window === null ? since ?? undefined : undefined,
  );
  const [sent] = await submit(
    actx,
    record.account,
    [{
      from: record.from ?? default_sender(actx),
      to: record.recipients,
      cc: [],
      bcc: [],
      reply_to: [],
      subject: `Export ${record.name}: ${file.rows} row${file.rows === 1 ? "" : "s"}`,
      html: null,
      text: `${file.rows} row${file.rows === 1 ? "" : "s"} attached as ${file.filename}.`,
      headers: {},
      tags: ["export"],
      metadata: { export: record.id },
      attachments: [{
        filename: file.filename,
        type: file.type,
        content: to_base64(file.bytes),
        size: file.bytes.byteLength,
        content_id: null,
      }],
      tracking: null,
      form: null,
      scheduled_at: null,
    }],
    { origin: "export", origin_id: record.id, ...(id === undefined ? {} : { ids: [id] }) },
  );
  return sent!.id;
}
