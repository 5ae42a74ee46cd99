import { expect } from "chai";
import { concat_bytes } from "../../src/core/bytes.ts";

Deno.test("concat_bytes puts the parts one after another in a new array of their own", () => {
  const backing = new Uint8Array([9, 1, 2, 9]);
  const parts = [backing.subarray(1, 3), new Uint8Array(0), new Uint8Array([3])];
  const joined = concat_bytes(parts);
  expect([...joined]).to.deep.equal([1, 2, 3]);
  expect(joined.buffer.byteLength).to.equal(3);
  expect([...concat_bytes([])]).to.deep.equal([]);
});
