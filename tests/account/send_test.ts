import { expect } from "chai";
import { account_service, api, client, inbox, settle } from "./_helpers.ts";

Deno.test("a message sent with the account provider lands in a temp() inbox, code extracted, DKIM passing", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const { id, provider: name } = await provider.send({
    from: "Acme <hello@example.com>",
    to: box.address,
    subject: "Your code",
    body: "<p>Your sign-in code is <b>482913</b></p>",
  });
  expect(name).to.equal("account");
  const mail = await box.wait({ subject: "Your code", timeout: "5s" });
  expect(mail.code).to.equal("482913");
  expect(mail.from).to.equal("hello@example.com");
  expect(mail.name).to.equal("Acme");
  expect(mail.auth.dkim).to.equal("pass");
  expect(mail.headers["message-id"]).to.equal(`<${id}@example.com>`);
  await settle(service);
  const status = await (await api(service, "GET", `/v1/messages/${id}`)).json();
  expect(status.status).to.equal("delivered");
  expect(status.recipients).to.deep.equal([{ email: box.address, status: "delivered", reason: null }]);
  await service.close();
});
