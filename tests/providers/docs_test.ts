import { expect } from "chai";
import { render } from "../../scripts/docs.ts";
import { capability_table, TABLE_END, TABLE_START } from "../../src/providers/docs.ts";
import { providers } from "../../src/providers/list.ts";

Deno.test("README's capability table is what `deno task docs` writes from the registry", async () => {
  const readme = await Deno.readTextFile(new URL("../../README.md", import.meta.url));
  expect(readme, "run `deno task docs`").to.equal(render(readme));
});

Deno.test("the capability table has one row per registered provider, from its declared capabilities", () => {
  const lines = capability_table(providers).split("\n");
  expect(lines.length).to.equal(2 + Object.keys(providers).length);
  expect(lines[0]).to.equal(
    "| Provider | Scheduling | Max ahead | Cancel | Reschedule | Tags | Metadata | Tracking | Attachments | " +
      "Inline images | Idempotency | Batch | Webhooks | Signature scheme | Inbound |",
  );
  expect(lines.find((l) => l.startsWith("| `infobip` |"))).to.equal(
    "| `infobip` | `sendAt` (ISO 8601 (UTC, milliseconds)) | 30 days | yes | yes | — | yes | opens, clicks | yes | yes " +
      "| — | — | yes | Basic auth / shared key | — |",
  );
  expect(lines.find((l) => l.startsWith("| `cloudflare` |"))).to.equal(
    "| `cloudflare` | — | — | — | — | — | — | — | yes | yes | — | — | — | — | Email Workers `email()` (`receive_email`) |",
  );
  expect(lines.find((l) => l.startsWith("| `mailgun` |"))?.split(" | ").at(-1)).to.equal(
    "routes `forward()` (form: parsed or raw) |",
  );
});

Deno.test("a README without the markers is refused", () => {
  expect(() => render("# no table here\n")).to.throw(TABLE_START.slice(0, 20));
  expect(TABLE_END).to.equal("<!-- capabilities:end -->");
});
