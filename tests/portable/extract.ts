/** Offline extraction in any runtime: the same parser and extractor as the service. */

import { expect } from "chai";
import type { Suite } from "./harness.ts";

const EML = [
  "From: Acme <hello@acme.test>",
  "To: you@example.com",
  "Subject: Verify your email",
  "MIME-Version: 1.0",
  'Content-Type: multipart/alternative; boundary="b"',
  "",
  "--b",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "Your verification code is 482913. Verify: https://acme.test/verify?t=abc123def456",
  "--b",
  "Content-Type: text/html; charset=utf-8",
  "",
  '<p>Your verification code is <b>482 913</b>.</p><p><a href="https://acme.test/verify?t=abc123def456">Verify</a></p>',
  "--b--",
  "",
].join("\r\n");

export const extract: Suite = ({ extract: lib, inbox: client }, live) => [
  {
    name: "extract_mail() parses an .eml and finds its code and link, from text, bytes, a Blob or a stream",
    async fn() {
      const bytes = new TextEncoder().encode(EML);
      for (const raw of [EML, bytes, new Blob([bytes]), new Blob([bytes]).stream()]) {
        const mail = await lib.extract_mail(raw);
        expect([mail.subject, mail.from, mail.code, mail.link]).to.deep.equal([
          "Verify your email",
          "hello@acme.test",
          "482913",
          "https://acme.test/verify?t=abc123def456",
        ]);
      }
    },
  },
  {
    name: "extract_mail(raw, { explain: true }) says where each candidate was found and why the winner won",
    async fn() {
      const { candidates } = await lib.extract_mail(EML, { explain: true });
      expect(candidates.codes.map((c) => [c.code, c.text, c.where, c.chosen])).to.deep.equal([
        ["482913", "482 913", "html", true],
      ]);
      expect(candidates.code).to.match(/^"482913" scored [\d.]+, the most: /);
      expect(candidates.links[0]).to.include({ url: "https://acme.test/verify?t=abc123def456", chosen: true });
    },
  },
  {
    name: "offline extraction of a mail's raw bytes matches what the service found at ingest",
    async fn() {
      const inbox = await client.temp({ url: live.url, ttl: "10m" });
      try {
        await live.deliver({
          to: inbox.address,
          subject: "Your sign-in code",
          text: "Use 739204 to sign in: https://app.example.com/login?t=xyz123abc456",
          html:
            '<p>Use <b>739204</b> to sign in.</p><p><a href="https://app.example.com/login?t=xyz123abc456">Sign in</a></p>',
        });
        const mail = await inbox.wait({ subject: "sign-in", timeout: "10s" });
        const offline = await lib.extract_mail(await mail.raw());
        expect([offline.code, offline.codes, offline.link, offline.links]).to.deep.equal([
          mail.code,
          mail.codes,
          mail.link,
          mail.links,
        ]);
      } finally {
        await inbox.delete();
      }
    },
  },
];
