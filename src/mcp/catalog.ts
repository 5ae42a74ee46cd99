/**
 * The MCP tools by name, each with the one line `llms.txt` and the README list. Kept apart from
 * the tools themselves so the server's `llms.txt` can name them without loading the MCP SDK.
 * @module
 */

/** One tool: its name and what it does, in a line. */
export interface ToolSummary {
  name: string;
  summary: string;
}

/** Every tool the MCP server offers, in the order `tools/list` answers them. */
export const TOOLS: readonly ToolSummary[] = [
  { name: "create_inbox", summary: "make a throwaway inbox (ttl, optional plus-tag); answers its address" },
  {
    name: "wait_for_mail",
    summary:
      "wait up to 90 s for a matching mail (subject, from, tag, after); answers its code, link, excerpt and cursor, or on timeout the near misses (not an error)",
  },
  { name: "list_mail", summary: "the mail an inbox holds, oldest first, as short summaries" },
  {
    name: "read_mail",
    summary: "one mail in full: text, links, codes, attachment names, SPF/DKIM/DMARC; HTML only on request",
  },
  { name: "extract", summary: "find the one-time code and verify link in a raw .eml or a text given inline" },
  {
    name: "expect_no_mail",
    summary: "assert that no matching mail arrives within a window (up to 90 s); answers what came if one did",
  },
  { name: "extend_inbox", summary: "let an inbox live longer (at most 24 h in all on a public host)" },
  { name: "delete_inbox", summary: "delete an inbox and its mail" },
];
