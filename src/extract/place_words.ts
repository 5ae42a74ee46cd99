/**
 * Words of addresses and footers: numbers in a postal address, a company line or a legal
 * footer are not codes.
 * @module
 */

import { PhraseTable } from "./words.ts";

// deno-fmt-ignore
/** Words of a postal address or a company line (street types, Suite, GmbH…). */
export const ADDRESS_WORDS = new PhraseTable([
  // Latin-script languages
  ...[
    "street", "st", "str", "road", "rd", "avenue", "ave", "blvd", "boulevard", "lane", "ln", "drive", "way",
    "parkway", "pkwy", "highway", "hwy", "court", "ct", "circle", "cir", "terrace", "trail", "row", "crescent",
    "close", "mews", "alley", "route", "suite", "ste", "floor", "building", "plaza", "square", "p o box", "po box",
    "inc", "gmbh", "ltd", "llc", "corp", "sa", "bv", "b v", "sl", "srl", "s r l", "ag", "plc", "pty", "kk",
    "straße", "strasse", "platz", "weg", "allee", "gasse", "ring", "rue", "place", "calle", "avenida", "av", "rua",
    "via", "viale", "piazza", "corso", "straat", "laan", "plein", "gracht", "cedex",
  ],
  // Japanese, Chinese, Korean
  ...[
    "丁目", "番地", "区", "市", "県", "都", "路", "号楼", "街", "로", "길", "株式会社", "有限公司",
  ],
]);

// deno-fmt-ignore
/** Words of a footer: legal lines, unsubscribe, copyright. */
export const FOOTER_WORDS = new PhraseTable([
  // Latin-script languages
  ...[
    "copyright", "all rights reserved", "unsubscribe", "you received this", "you are receiving", "privacy",
    "registered in", "company number", "registered office", "handelsregister", "hrb", "ust idnr", "siret", "rcs",
    "kvk", "p iva", "partita iva", "vat no", "abmelden", "désabonner", "désinscrire", "darse de baja",
    "cancelar inscrição", "annulla iscrizione", "afmelden", "impressum", "mentions légales",
  ],
  // Japanese, Chinese, Korean
  ...[
    "配信停止", "退订", "수신거부",
  ],
]);

/** US state abbreviations: `CA 94103` is a ZIP code. */
export const US_STATES = new Set(
  ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC").split(" "),
);
