import { expect } from "chai";
import PostalMime, { type Email } from "postal-mime";
import { install_direct_decoders, join_chunks } from "../../src/server/inbox/direct_decoders.ts";
import { OPTIONS } from "../../src/extract/parse.ts";

const encoder = new TextEncoder();

/** An email with each attachment's content as bytes, so that a deep comparison sees them. */
function comparable(email: Email): unknown {
  return {
    ...email,
    attachments: email.attachments.map((attachment) => ({
      ...attachment,
      content: typeof attachment.content === "string" ? attachment.content : [...new Uint8Array(attachment.content)],
    })),
  };
}

/** How postal-mime parses `raw` as it comes, and with the direct decoders (installed again after). */
async function both(raw: Uint8Array): Promise<[unknown, unknown]> {
  const uninstall = install_direct_decoders();
  uninstall();
  const plain = comparable(await PostalMime.parse(raw, OPTIONS));
  install_direct_decoders();
  return [plain, comparable(await PostalMime.parse(raw, OPTIONS))];
}

/** Every `.eml` under `tests/fixtures`. */
function fixtures(dir = new URL("../fixtures/", import.meta.url)): URL[] {
  return [...Deno.readDirSync(dir)].flatMap((entry) =>
    entry.isDirectory
      ? fixtures(new URL(`${entry.name}/`, dir))
      : entry.name.endsWith(".eml")
      ? [new URL(entry.name, dir)]
      : []
  );
}

Deno.test("the direct decoders parse every fixture exactly as postal-mime's own do", async () => {
  const files = fixtures();
  expect(files.length).to.be.greaterThan(5000);
  for (const file of files) {
    const [plain, direct] = await both(await Deno.readFile(file));
    expect(direct, file.pathname).to.deep.equal(plain);
  }
});

Deno.test("the direct decoders keep the bytes of every transfer encoding, at the edges of their buffers", async () => {
  const long_qp = Array.from({ length: 3000 }, (_, i) => `line ${i} caf=C3=A9 =E2=82=AC soft=\r\nend ${i}`).join(
    "\r\n",
  );
  const binary = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256);
  const base64 = btoa(String.fromCharCode(...binary)).replace(/.{76}/g, "$&\r\n");
  const cases = [
    // quoted-printable past the decoder's 100 KB buffer, ending on a soft break with no newline
    `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${long_qp}=`,
    // base64 padded on every line, and a binary attachment beside an HTML part
    "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\nR3LDvA==\r\nw59l\r\n",
    'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/html; charset=iso-8859-1\r\n' +
    "Content-Transfer-Encoding: quoted-printable\r\n\r\n<p>Code =E9 482913</p>\r\n--b\r\n" +
    'Content-Type: application/octet-stream; name="a.bin"\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
    `${base64}\r\n--b--\r\n`,
    // 8-bit text, an empty body, and a part with no ending line
    "Content-Type: text/plain; charset=utf-8\r\n\r\nGrüße 日本 🎉\r\n\r\n",
    "Subject: empty\r\n\r\n",
    "Content-Type: text/plain\r\n\r\nno newline at the end",
  ];
  for (const text of cases) {
    const [plain, direct] = await both(encoder.encode(text));
    expect(direct).to.deep.equal(plain);
  }
  const email = await PostalMime.parse(encoder.encode(cases[2]!), OPTIONS);
  expect(new Uint8Array(email.attachments[0]!.content as ArrayBuffer)).to.deep.equal(binary);
  expect(email.html).to.equal("<p>Code é 482913</p>\n");
});

Deno.test("with the direct decoders a parse makes no Blob", async () => {
  install_direct_decoders();
  const Native = globalThis.Blob;
  let made = 0;
  globalThis.Blob = class extends Native {
    constructor(...args: ConstructorParameters<typeof Blob>) {
      super(...args);
      made++;
    }
  };
  try {
    const raw = 'Content-Type: multipart/alternative; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n' +
      "Content-Transfer-Encoding: quoted-printable\r\n\r\nCode: 482913=\r\n\r\n--b\r\nContent-Type: text/html\r\n" +
      "Content-Transfer-Encoding: base64\r\n\r\nPHA+NDgyOTEzPC9wPg==\r\n--b--\r\n";
    const email = await PostalMime.parse(encoder.encode(raw), OPTIONS);
    expect([email.text, email.html]).to.deep.equal(["Code: 482913\n", "<p>482913</p>"]);
    expect(made).to.equal(0);
    const uninstall = install_direct_decoders();
    uninstall();
    await PostalMime.parse(encoder.encode(raw), OPTIONS);
    expect(made, "postal-mime's own decoders make one per MIME node, the multipart's own too").to.equal(3);
  } finally {
    globalThis.Blob = Native;
    install_direct_decoders();
  }
});

Deno.test("join_chunks joins bytes, buffers and text into one buffer of exactly their length", () => {
  const joined = join_chunks([
    new Uint8Array([1, 2]),
    "\n",
    new Uint8Array([9, 3, 4]).subarray(1),
    "é🎉",
    new ArrayBuffer(1),
  ]);
  expect(joined.byteLength).to.equal(12);
  expect([...new Uint8Array(joined)]).to.deep.equal([1, 2, 10, 3, 4, 0xc3, 0xa9, 0xf0, 0x9f, 0x8e, 0x89, 0]);
});
