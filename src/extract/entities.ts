/**
 * HTML character references: numeric ones and the named ones that appear in mail text and
 * URLs (punctuation, spaces, the Latin letters of the languages extraction reads).
 * @module
 */

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  zwnj: "\u200c",
  zwj: "\u200d",
  shy: "\u00ad",
  copy: "©",
  reg: "®",
  trade: "™",
  mdash: "—",
  ndash: "–",
  minus: "−",
  hellip: "…",
  middot: "·",
  bull: "•",
  laquo: "«",
  raquo: "»",
  lsaquo: "‹",
  rsaquo: "›",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  curren: "¤",
  sect: "§",
  para: "¶",
  deg: "°",
  times: "×",
  divide: "÷",
  rarr: "→",
  larr: "←",
  iexcl: "¡",
  iquest: "¿",
  ordm: "º",
  ordf: "ª",
  szlig: "ß",
  num: "#",
  dollar: "$",
  percnt: "%",
  colon: ":",
  sol: "/",
  equals: "=",
  quest: "?",
  excl: "!",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  hyphen: "-",
  lowbar: "_",
  commat: "@",
  Tab: "\t",
  NewLine: "\n",
};

// Accented letters: `&Auml;` → Ä, `&eacute;` → é, built from the base letter and the accent.
const ACCENTS: Record<string, string> = {
  grave: "\u0300",
  acute: "\u0301",
  circ: "\u0302",
  tilde: "\u0303",
  uml: "\u0308",
  ring: "\u030a",
  cedil: "\u0327",
};
for (const [accent, mark] of Object.entries(ACCENTS)) {
  for (const letter of "AEIOUYNCaeiouync") {
    const composed = (letter + mark).normalize("NFC");
    if (composed.length === 1) NAMED[letter + accent] = composed;
  }
}
NAMED.AElig = "Æ";
NAMED.aelig = "æ";
NAMED.Oslash = "Ø";
NAMED.oslash = "ø";
NAMED.OElig = "Œ";
NAMED.oelig = "œ";

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

/** Decodes HTML character references; unknown names stay as written. */
export function decode_entities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (whole, hex?: string, decimal?: string, name?: string, at?: number) => {
    if (name !== undefined) {
      if (!whole.endsWith(";")) {
        // `&copy=2` in a URL is a query parameter, not ©.
        if (!LEGACY_WITHOUT_SEMICOLON.has(name) || text[at! + whole.length] === "=") return whole;
      }
      return NAMED[name] ?? whole;
    }
    const point = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal!, 10);
    if (point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return "\ufffd";
    return String.fromCodePoint(point);
  });
}

// Names a browser also reads without the closing `;` (the common ones).
const LEGACY_WITHOUT_SEMICOLON = new Set(["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"]);
