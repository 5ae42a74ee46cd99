import { expect } from "chai";
import { call, new_inbox, test_service } from "../helpers/service.ts";
import { CORPUS } from "./corpus.ts";

Deno.test("a message ingested by the server carries the code, codes, link and links extraction found", async () => {
  const service = await test_service({ ingest_secret: "ingest-secret-for-tests" });
  try {
    const inbox = await new_inbox(service);
    const raw = await Deno.readFile(new URL("multipart_code_and_magic_link_tracked.eml", CORPUS));
    const ingested = await call(service, "POST", `/v1/ingest?to=${encodeURIComponent(inbox.address)}`, {
      token: "ingest-secret-for-tests",
      body: raw,
    });
    expect(ingested.status).to.equal(202);
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?timeout=1s`, {
      token: inbox.token,
    });
    expect(response.status).to.equal(200);
    const message = await response.json();
    const tracked =
      "https://links.notify.quaymail.com/ls/click?upn=u001.Nq4vX2mT8kPz7sLwR1dG0hJcYb3eAqV9oF5iKuWxZn6tMyH" +
      "gS-2BpQrL4vN8cD1fE7jU0wI3aO5kT9mR2sX6yB8zC4d-3D-3D";
    expect(message).to.include({ code: "284650", link: tracked });
    expect(message.codes).to.deep.equal(["284650"]);
    expect(message.links[0]).to.equal("https://quaywise.com/?utm_source=email&utm_medium=transactional"); // the logo
    expect(message.links).to.include(tracked);
  } finally {
    await service.close();
  }
});
