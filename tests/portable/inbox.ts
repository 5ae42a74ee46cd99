/** The inbox client against a live reference server: temp, wait, watch, list, extend, delete. */

import { expect } from "chai";
import type { Suite } from "./harness.ts";

export const inbox: Suite = ({ inbox: client }, live) => {
  const { temp, InboxTimeoutError, ServiceError, UnexpectedMailError } = client;
  const make = () => temp({ url: live.url, ttl: "10m" });
  return [
    {
      name: "temp() makes an inbox with an address, a token and an expiry",
      async fn() {
        const inbox = await make();
        try {
          expect(inbox.address).to.match(/^[a-z]+-[a-z]+-[a-z0-9]{4}@inbox\.localhost$/);
          expect(inbox.token).to.match(/^ibx_[A-Za-z0-9]{32}$/);
          const minutes = (inbox.expires.getTime() - Date.now()) / 60_000;
          expect(minutes).to.be.within(9, 10.1);
          expect(inbox.tag("signup")).to.equal(inbox.address.replace("@", "+signup@"));
        } finally {
          await inbox.delete();
        }
      },
    },
    {
      name: "wait() returns the mail with its code and link, also mail that arrived before the call",
      async fn() {
        const inbox = await make();
        try {
          await live.deliver({
            to: inbox.address,
            subject: "Verify your email",
            text: "Your code is 482913. Or open https://app.example.com/verify?t=abc",
          });
          const mail = await inbox.wait({ subject: "verify", timeout: "10s" });
          expect(mail.subject).to.equal("Verify your email");
          expect(mail.code).to.equal("482913");
          expect(mail.link).to.equal("https://app.example.com/verify?t=abc");
          expect(mail.received).to.be.instanceOf(Date);
          const raw = new TextDecoder().decode(await mail.raw());
          expect(raw).to.contain("Subject: Verify your email");
        } finally {
          await inbox.delete();
        }
      },
    },
    {
      name: "wait() holds until matching mail arrives; other mail does not end it",
      async fn() {
        const inbox = await make();
        try {
          const waiting = inbox.wait({ subject: /^Reset/, timeout: "15s", after: inbox.cursor });
          await new Promise((resolve) => setTimeout(resolve, 100));
          await live.deliver({ to: inbox.address, subject: "Welcome", text: "Hello" });
          await live.deliver({ to: inbox.tag("pw"), subject: "Reset your password", text: "Code 777111" });
          const mail = await waiting;
          expect([mail.subject, mail.tag, mail.code]).to.deep.equal(["Reset your password", "pw", "777111"]);
        } finally {
          await inbox.delete();
        }
      },
    },
    {
      name: "wait() rejects with InboxTimeoutError when nothing matches in time",
      async fn() {
        const inbox = await make();
        try {
          const error = await inbox.wait({ subject: "never", timeout: "300ms" }).catch((e) => e);
          expect(error).to.be.instanceOf(InboxTimeoutError);
        } finally {
          await inbox.delete();
        }
      },
    },
    {
      name: "a timed-out wait() lists the near misses; expect: 'none' resolves, or rejects with the mail",
      async fn() {
        const inbox = await make();
        try {
          await live.deliver({ to: inbox.address, subject: "Confirm your e-mail", text: "Code 482913" });
          const error = await inbox.wait({ subject: "verify", timeout: "300ms" }).catch((e) => e);
          expect(InboxTimeoutError.is(error)).to.equal(true);
          expect(error.near_misses.map((m: { subject: string; failed: string[] }) => [m.subject, m.failed])).to
            .deep.equal([["Confirm your e-mail", ["subject"]]]);
          expect(error.message).to.contain('closest: "Confirm your e-mail"');
          await inbox.wait({ subject: "verify", expect: "none", timeout: "300ms" });
          const unexpected = await inbox.wait({ subject: "confirm", expect: "none", timeout: "5s" }).catch((e) => e);
          expect(UnexpectedMailError.is(unexpected)).to.equal(true);
          expect(unexpected.mail.code).to.equal("482913");
          const candidates = await unexpected.mail.explain();
          expect(candidates.codes.filter((c: { chosen: boolean }) => c.chosen).map((c: { code: string }) => c.code))
            .to.deep.equal(["482913"]);
        } finally {
          await inbox.delete();
        }
      },
    },
    {
      name: "watch() yields each new mail in order; break ends it",
      async fn() {
        const inbox = await make();
        try {
          const seen: string[] = [];
          const watching = (async () => {
            for await (const mail of inbox.watch({ signal: AbortSignal.timeout(15_000) })) {
              seen.push(mail.subject);
              if (seen.length === 3) break;
            }
          })();
          for (const subject of ["one", "two", "three"]) {
            await live.deliver({ to: inbox.address, subject, text: subject });
          }
          await watching;
          expect(seen).to.deep.equal(["one", "two", "three"]);
        } finally {
          await inbox.delete();
        }
      },
    },
    {
      name: "list(), extend() and delete(): a deleted inbox answers unauthorized",
      async fn() {
        const inbox = await make();
        await live.deliver({ to: inbox.address, subject: "kept", html: "<p>Hi <b>there</b></p>" });
        const [mail] = await inbox.list();
        expect([mail?.subject, mail?.html?.trim()]).to.deep.equal(["kept", "<p>Hi <b>there</b></p>"]);
        const before = inbox.expires.getTime();
        const after = await inbox.extend("30m");
        expect(after.getTime() - before).to.be.within(30 * 60_000 - 1000, 30 * 60_000 + 1000);
        await inbox.delete();
        const error = await inbox.list().catch((e) => e);
        expect(ServiceError.is(error) && error.code).to.equal("unauthorized");
      },
    },
  ];
};
