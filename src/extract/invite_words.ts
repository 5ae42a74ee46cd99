/**
 * Invitations: the words of a link that accepts one in more languages (`Taklifni qabul qilish`, `ընդունել
 * հրավերը`), and the sentences that say someone invited the reader (`הוזמנת`, `sizi dəvət edir`), which make a mail
 * one that asks for something.
 * @module
 */

// deno-fmt-ignore
/** Anchor text or nearby words of a link that accepts an invitation, valued as `ACTION_WORDS` values them. */
export const INVITE_WORDS: [string, number][] = [
  // Uzbek, Kazakh, Kyrgyz, Turkmen, Azerbaijani
  ["taklifni qabul qilish", 1], ["taklifnoma", 0.8], ["шақыруды қабылдау", 1], ["шақыру", 0.8],
  ["чакырууну кабыл алуу", 1], ["чакыруу", 0.8], ["çakylygy kabul et", 1], ["çakylyk", 0.8], ["dəvəti qəbul et", 1],
  ["dəvəti qəbul edin", 1], ["dəvət", 0.8],
  // Georgian, Armenian, Hebrew (`הזמנה` alone is an order as often as an invitation)
  ["მოწვევის მიღება", 1], ["მოწვევა", 0.8], ["ընդունել հրավերը", 1], ["հրավեր", 0.8], ["לקבל את ההזמנה", 1],
  ["קבלת ההזמנה", 1], ["הצטרפו", 0.6],
  // Sinhala
  ["ආරාධනාව පිළිගන්න", 1], ["පිළිගන්න", 0.8], ["ආරාධනාව", 0.8], ["තහවුරු කරන්න", 1],
];

/** Sentences that say someone invited the reader, in the languages above. */
const INVITED_MORE: string[] = [
  "\\bsizni\\b[^.!?]{0,80}\\btaklif qil",
  "сізді[^.!?]{0,80}шақыр",
  "сизди[^.!?]{0,80}чакыр",
  "\\bsizi\\b[^.!?]{0,80}\\bdəvət ed",
  "მოგიწვია",
  "հրավիրել է ձեզ",
  "ձեզ հրավիրել",
  "הוזמנת",
  "הזמינ(?:ה|ו)? אותך",
  "ආරාධනා (?:කළා|කර ඇත)",
];

/** A subject that names who invited the reader ("Nadia invited you to …", "… hat dich eingeladen"), in 32 languages. */
export const INVITED: RegExp = new RegExp(
  [
    "\\binvited you\\b",
    "\\badded you (?:to|as)\\b",
    "\\bhas invited\\b",
    "\\bhat (?:dich|sie) .*eingeladen",
    "\\bvous a invité",
    "\\bte ha invitado",
    "\\bconvidou(?: você|-[oat]e?\\b)",
    "\\bti ha invitato",
    "\\bheeft (?:je|u) uitgenodigd",
    "\\bhar bjudit in dig",
    "\\bhar inviteret dig",
    "\\bhar invitert deg",
    "\\bzaprosił",
    "\\bzaprosiła",
    "\\bvás pozval",
    "\\btě pozval",
    "пригласил",
    "запросив",
    "запросила",
    "\\bdavet etti",
    "σας προσκάλεσε",
    "σε προσκάλεσε",
    "\\bmengundang anda",
    "đã mời bạn",
    "دعاك",
    "招待されました",
    "があなたを招待",
    "邀请您",
    "邀請您",
    "邀请你",
    "초대했습니다",
    "\\b(?:vas|te) poziva\\b",
    "\\b(?:vas|te) je pozva[ol]\\b",
    "(?:ве|те) покани",
    "\\bju (?:fton|ftoi|ka ftuar)\\b",
    ...INVITED_MORE,
  ].join("|"),
  "i",
);
