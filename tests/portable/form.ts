/** FormData bodies: the HTML table and text the pipeline renders, files as attachments, the honeypot hidden. */

import { expect } from "chai";
import type { Suite } from "./harness.ts";

function contact_form(): FormData {
  const form = new FormData();
  form.append("name", "Ada <Lovelace>");
  form.append("email", "ada@example.com");
  form.append("address[street]", "12 St James's Sq");
  form.append("address[city]", "London");
  form.append("topics[]", "engines");
  form.append("topics[]", "poetry");
  form.append("message", "Line one\nLine two");
  form.append("_honey", "");
  form.append("cv", new File(["%PDF-1"], "cv.pdf", { type: "application/pdf" }));
  return form;
}

const row = (label: string, value: string) =>
  `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 8px">${label}</th>` +
  `<td style="padding:4px 8px">${value}</td></tr>`;

export const form: Suite = ({ kit, mock }) => [
  {
    name: "a FormData body becomes an accessible HTML table, with grouped fields in their own section",
    async fn() {
      const provider = mock.mock();
      await provider.send({ from: "site@example.com", to: "me@example.com", body: contact_form() });
      expect(provider.last?.html).to.equal(
        [
          '<table style="border-collapse:collapse">',
          "<tbody>",
          row("Name", "Ada &lt;Lovelace&gt;"),
          row("Email", "ada@example.com"),
          "</tbody>",
          "<tbody>",
          '<tr><th colspan="2" scope="rowgroup" style="text-align:left;padding:12px 8px 4px">Address</th></tr>',
          row("Street", "12 St James&#39;s Sq"),
          row("City", "London"),
          "</tbody>",
          "<tbody>",
          row("Topics", "engines, poetry"),
          row("Message", "Line one<br>Line two"),
          row("Cv", "cv.pdf"),
          "</tbody>",
          "</table>",
        ].join("\n"),
      );
    },
  },
  {
    name: "a FormData body gets its text version, and its files become attachments",
    async fn() {
      const provider = mock.mock();
      await provider.send({ from: "site@example.com", to: "me@example.com", body: contact_form() });
      const last = provider.last!;
      expect(last.text).to.equal(
        [
          "Name: Ada <Lovelace>",
          "Email: ada@example.com",
          "",
          "Address",
          "Street: 12 St James's Sq",
          "City: London",
          "",
          "Topics: engines, poetry",
          "Message: Line one\nLine two",
          "Cv: cv.pdf",
        ].join("\n"),
      );
      expect(last.attachments.map((a) => [a.filename, a.type])).to.deep.equal([["cv.pdf", "application/pdf"]]);
      expect(new TextDecoder().decode(last.attachments[0]!.content)).to.equal("%PDF-1");
      expect(last.html).to.not.contain("_honey");
    },
  },
  {
    name: "a formatter relabels grouped fields",
    async fn() {
      const provider = mock.mock();
      const body = new FormData();
      body.append("billing_address[zip_code]", "12345");
      await provider.send({
        from: "site@example.com",
        to: "me@example.com",
        body,
        formatter: { fieldset: (label) => `== ${label} ==`, name: (label) => label.toUpperCase() },
      });
      expect(provider.last?.text).to.equal("== billing_address ==\nZIP_CODE: 12345");
    },
  },
  {
    name: "kit.form_action mails a submitted form and answers {ok, id}",
    async fn() {
      const provider = mock.mock();
      const action = kit.form_action({
        send: provider,
        options: { from: "site@example.com", to: "me@example.com", subject: "Contact form" },
      });
      const body = contact_form();
      const result = await action({ request: new Request("https://example.com/contact", { method: "POST", body }) });
      expect(result).to.deep.equal({ ok: true, id: "mock_1" });
      expect(provider.last?.subject).to.equal("Contact form");
    },
  },
];
