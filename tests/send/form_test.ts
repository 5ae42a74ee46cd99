import { expect } from "chai";
import { humanize, render_form } from "../../src/send/form.ts";

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
  form.append("cf-turnstile-response", "token");
  form.append("cv", new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
  form.append("empty", new File([], ""));
  return form;
}
const SKIP = new Set(["_honey", "cf-turnstile-response"]);

Deno.test("render_form writes an accessible HTML table with a fieldset section", () => {
  const { html } = render_form(contact_form(), undefined, SKIP);
  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 8px">${label}</th><td style="padding:4px 8px">${value}</td></tr>`;
  expect(html).to.equal(
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
});

Deno.test("render_form writes the text version and lists its files and fields", () => {
  const { text, files, fields } = render_form(contact_form(), undefined, SKIP);
  expect(text).to.equal(
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
  expect(files.map((f) => f.name)).to.deep.equal(["cv.pdf"]);
  expect(fields).to.deep.equal([
    "name",
    "email",
    "address[street]",
    "address[city]",
    "topics[]",
    "message",
    "cv",
    "empty",
  ]);
});

Deno.test("render_form never shows the honeypot or Turnstile fields", () => {
  const { html, text, fields } = render_form(contact_form(), undefined, SKIP);
  for (const out of [html, text, fields.join(" ")]) {
    expect(out).to.not.contain("_honey");
    expect(out).to.not.contain("turnstile");
    expect(out).to.not.contain("token");
  }
});

Deno.test("formatter.fieldset and formatter.name relabel grouped fields", () => {
  const form = new FormData();
  form.append("billing_address[zip_code]", "12345");
  const { text } = render_form(form, { fieldset: (l) => `== ${l} ==`, name: (l) => l.toUpperCase() }, SKIP);
  expect(text).to.equal("== billing_address ==\nZIP_CODE: 12345");
});

Deno.test("a formatter set to null or false keeps the raw keys", () => {
  const form = new FormData();
  form.append("billing_address[zip_code]", "12345");
  expect(render_form(form, null, SKIP).text).to.equal("billing_address\nzip_code: 12345");
  expect(render_form(form, { name: false }, SKIP).text).to.equal("Billing address\nzip_code: 12345");
  expect(render_form(form, { fieldset: null }, SKIP).text).to.equal("billing_address\nZip code: 12345");
});

Deno.test("humanize turns keys into labels", () => {
  expect(humanize("first_name")).to.equal("First name");
  expect(humanize("e-mail")).to.equal("E mail");
  expect(humanize("x")).to.equal("X");
});
