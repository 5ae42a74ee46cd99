import { expect } from "chai";
import { install_joined_blob } from "../../src/server/inbox/joined_blob.ts";

Deno.test("the joined Blob holds exactly the bytes and type the native one does", async () => {
  const Native = globalThis.Blob;
  const parts: BlobPart[] = [
    "héllo ",
    new Uint8Array([1, 2, 3]),
    new Uint8Array([9, 8, 7, 6]).subarray(1, 3),
    new Uint16Array([0x4142]),
    new ArrayBuffer(2),
    "\n",
  ];
  const expected = new Uint8Array(await new Native(parts, { type: "text/plain" }).arrayBuffer());
  try {
    install_joined_blob();
    expect(globalThis.Blob).not.to.equal(Native);
    const joined = new Blob(parts, { type: "text/plain" });
    expect(joined).to.be.instanceOf(Native);
    expect(joined.type).to.equal("text/plain");
    expect(joined.size).to.equal(expected.byteLength);
    expect(new Uint8Array(await joined.arrayBuffer())).to.deep.equal(expected);
    // A part that is itself a Blob is left to the native constructor.
    const nested = new Blob([new Native(["ab"]), "cd"]);
    expect(await nested.text()).to.equal("abcd");
    expect(await new Blob().text()).to.equal("");
    const installed = globalThis.Blob;
    install_joined_blob();
    expect(globalThis.Blob, "installed once").to.equal(installed);
  } finally {
    globalThis.Blob = Native;
  }
});

Deno.test("the joined Blob encodes multi-byte text, lone surrogates and many small parts exactly", async () => {
  const Native = globalThis.Blob;
  const parts: BlobPart[] = [];
  for (let i = 0; i < 2000; i++) {
    parts.push(i % 3 === 0 ? "\n" : i % 3 === 1 ? "Grüße 日本 🎉 \ud800" : new Uint8Array([i % 256]));
  }
  const expected = new Uint8Array(await new Native(parts).arrayBuffer());
  try {
    install_joined_blob();
    expect(new Uint8Array(await new Blob(parts).arrayBuffer())).to.deep.equal(expected);
  } finally {
    globalThis.Blob = Native;
  }
});
