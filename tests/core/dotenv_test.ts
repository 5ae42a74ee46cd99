import { expect } from "chai";
import { parse_dotenv, with_dotenv } from "../../src/core/dotenv.ts";

Deno.test("parse_dotenv reads NAME=value lines, export, quotes and comments", () => {
  const text = [
    "# the account key",
    "SERVICE_TOKEN=svc_abc # for development",
    "export SERVICE_INBOX_URL=http://127.0.0.1:8025",
    "QUOTED='a # b'",
    'ESCAPED="line\\none \\"two\\""',
    "EMPTY=",
    "  SPACED = value with spaces  ",
    "not a line",
    "9BAD=x",
  ].join("\r\n");
  expect(parse_dotenv(text)).to.deep.equal({
    SERVICE_TOKEN: "svc_abc",
    SERVICE_INBOX_URL: "http://127.0.0.1:8025",
    QUOTED: "a # b",
    ESCAPED: 'line\none "two"',
    EMPTY: "",
    SPACED: "value with spaces",
  });
});

Deno.test("with_dotenv: the environment wins over the file; the file fills in the rest", () => {
  expect(with_dotenv({ A: "env", B: undefined }, { A: "file", B: "file", C: "file" })).to.deep.equal({
    A: "env",
    B: "file",
    C: "file",
  });
});
