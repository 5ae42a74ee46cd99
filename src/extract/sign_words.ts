/**
 * Words of a link that signs a document sent to the reader (an e-signature request's "Review and sign"), in the
 * languages such requests come in; joined into `ACTION_WORDS`.
 * @module
 */

/** Phrases and their values, as in `ACTION_WORDS`. */
export const SIGN_WORDS: [string, number][] = [
  ["sign document", 1],
  ["sign the document", 1],
  ["sign this document", 1],
  ["review and sign", 1],
  ["signer le document", 1],
  ["consulter et signer", 1],
  ["firmar documento", 1],
  ["firmar el documento", 1],
  ["revisar y firmar", 1],
  ["assinar documento", 1],
  ["assinar o documento", 1],
  ["assinar o contrato", 1],
  ["assine o documento", 1],
  ["assine o contrato", 1],
  ["dokument unterschreiben", 1],
  ["dokument signieren", 1],
  ["prüfen und unterschreiben", 1],
  ["firma il documento", 1],
  ["firmare il documento", 1],
  ["rivedi e firma", 1],
  ["document ondertekenen", 1],
  ["podpisz dokument", 1],
];
