/**
 * Words around a number that make it a quantity or a date: units and currencies after it
 * (`24 hours`, `500 MB`, `1200 EUR`, `2024年`), months and weekdays beside a year.
 * @module
 */

import { PhraseTable } from "./words.ts";

// deno-fmt-ignore
/** Units and currencies that follow a number. */
export const UNITS = new PhraseTable([
  // English
  ...[
    "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "h", "day", "days", "second", "seconds",
    "sec", "secs", "week", "weeks", "month", "months", "year", "years", "yr", "yrs", "ms", "km", "m", "mi", "mile",
    "miles", "kg", "g", "lb", "lbs", "mb", "gb", "kb", "tb", "items", "points", "pts", "people", "users",
    "members", "customers", "followers", "subscribers", "views", "downloads", "words", "steps", "calories", "kcal",
    "times", "reviews", "ratings", "stars", "products", "units", "pcs", "copies", "am", "pm", "usd", "eur", "gbp",
    "chf", "jpy", "cny", "krw", "sek", "nok", "dkk", "pln", "kr", "zł", "euro", "euros", "dollar", "dollars",
    "yen", "won", "yuan", "rmb", "pounds", "x", "px",
  ],
  // German, French, Spanish, Portuguese, Italian, Dutch
  ...[
    "minuten", "stunden", "stunde", "tage", "tagen", "sekunden", "wochen", "monate", "jahre", "jahren", "uhr",
    "stück", "heures", "heure", "jours", "secondes", "semaines", "mois", "ans", "minutos", "horas", "días", "dias",
    "segundos", "semanas", "meses", "años", "anos", "minuti", "ore", "giorni", "secondi", "settimane", "mesi",
    "anni", "uur", "dagen", "seconden", "weken", "maanden", "jaar",
  ],
  // Japanese, Chinese, Korean
  ...[
    "년", "분", "시", "分", "時間", "秒", "円", "元", "원", "분", "시간", "초", "年", "月", "日", "号", "個", "件", "名", "人", "点", "天", "小时",
  ],
]);

// deno-fmt-ignore
/** Months and weekdays (and the little words of dates): a four-digit number beside one is a year. */
export const DATE_WORDS = new Set([
  // English
  ...[
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "monday",
    "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat",
    "sun",
  ],
  // German, French, Spanish, Portuguese, Italian, Dutch
  ...[
    "januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember", "montag", "dienstag", "mittwoch",
    "donnerstag", "freitag", "samstag", "sonntag", "janvier", "février", "mars", "avril", "juin", "juillet",
    "août", "septembre", "octobre", "novembre", "décembre", "lundi", "mardi", "mercredi", "jeudi", "vendredi",
    "samedi", "dimanche", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre", "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro",
    "outubro", "novembro", "dezembro", "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre",
    "ottobre", "dicembre", "januari", "februari", "maart", "mei", "augustus", "de", "del", "of",
  ],
]);
