import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { serve, smtp_send } from "./_helpers.ts";

const CASES: [string, string, string, string][] = [
  ["Google", "G-482913 is your Google verification code.", "G-482913", "482913"],
  ["grouped", "Your recovery code: 4821-9033", "4821-9033", "48219033"],
  ["plain", "Use 777888 to reset your password.", "777888", "777888"],
];

for (const [name, text, code, digits] of CASES) {
  Deno.test(`a ${name} code: the HTTP answer and Mail carry code as printed (${code}) and code_digits (${digits})`, async () => {
    await using server = await serve();
    await using inbox = await temp({ url: server.http_url });
    await smtp_send(server, { to: inbox.address, from: "no-reply@sender.test", subject: "Your code", text });
    const mail = await inbox.wait({ subject: "Your code" });
    expect([mail.code, mail.code_digits]).to.deep.equal([code, digits]);
    const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/messages/${mail.id}`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    });
    const json = await response.json();
    expect([json.code, json.code_digits]).to.deep.equal([code, digits]);
  });
}
