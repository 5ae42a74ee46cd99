/**
 * Words and URL parts that tell the link a reader clicks to verify, confirm, sign in or reset
 * from the links around it (unsubscribe, view in browser, social, privacy, app stores).
 * @module
 */

import { PhraseTable } from "./words.ts";

/** Anchor text or a label that rules a link out. */
export const AVOID_WORDS = new PhraseTable([
  ...[
    "unsubscribe",
    "opt out",
    "manage preferences",
    "email preferences",
    "preferences",
    "notification settings",
    "update your preferences",
    "view in browser",
    "view in your browser",
    "view online",
    "view as a web page",
    "view this email",
    "web version",
    "open in browser",
    "having trouble viewing",
    "privacy",
    "privacy policy",
    "terms",
    "terms of service",
    "terms of use",
    "cookie",
    "cookies",
    "legal",
    "imprint",
    "facebook",
    "twitter",
    "linkedin",
    "instagram",
    "youtube",
    "tiktok",
    "pinterest",
    "follow us",
    "download the app",
    "app store",
    "google play",
    // "report" as a verb; the noun ("your condition report") names what the mail is about
    "report it",
    "report this",
    "report that",
    "report them",
    "report abuse",
    "report spam",
    "report phishing",
    "report fraud",
    "report suspicious",
    "report unauthorized",
    "report unauthorised",
    "report the",
    "report a",
    "report an",
    "report to",
    "report here",
    "report now",
    "report immediately",
    "not you",
    "wasn t you",
    "wasn t me",
    "secure your account",
    "forward to a friend",
    "logo",
    "revoke",
    "invalidate",
  ],
  ...[
    "abmelden",
    "abbestellen",
    "einstellungen",
    "datenschutz",
    "im browser ansehen",
    "online ansehen",
    "impressum",
    "désabonner",
    "désinscrire",
    "désabonnement",
    "préférences",
    "confidentialité",
    "voir dans le navigateur",
    "version en ligne",
    "darse de baja",
    "cancelar suscripción",
    "preferencias",
    "privacidad",
    "ver en el navegador",
    "cancelar inscrição",
    "descadastrar",
    "preferências",
    "privacidade",
    "ver no navegador",
    "annulla iscrizione",
    "disiscriviti",
    "preferenze",
    "visualizza nel browser",
    "afmelden",
    "uitschrijven",
    "voorkeuren",
    "bekijk in browser",
    "bekijk online",
  ],
  ...[
    "配信停止",
    "配信解除",
    "プライバシー",
    "ブラウザで表示",
    "退订",
    "取消订阅",
    "隐私",
    "在浏览器中查看",
    "수신거부",
    "구독 취소",
    "개인정보",
    "브라우저에서 보기",
  ],
]); // deno-fmt-ignore

/**
 * Anchor text of a help link ("Contact support"): a way out, unless the same label names an action
 * ("reset the password of your support portal").
 */
export const HELP_WORDS = new PhraseTable([
  "contact us", "support", "help center", "help centre", "help desk", "get help", "faq", "hilfecenter",
  "hilfe center", "centre d aide", "centro de ayuda", "central de ajuda", "centro assistenza", "helpcentrum",
  "klantenservice", "帮助中心", "幫助中心", "客服中心", "ヘルプセンター", "고객센터", "도움말",
]); // deno-fmt-ignore

/**
 * Anchor text that opens, tracks or goes back to something ("View your order", "Return to cart"):
 * with no action word beside it, an action in the URL (`/orders/…/authenticate`) is the shop's page.
 */
export const VIEW_WORDS = new PhraseTable([
  "view",
  "track",
  "see",
  "manage",
  "download",
  "print",
  "shop",
  "browse",
  "return to",
  "back to",
  "go to",
  "visit",
  "read",
  "ansehen",
  "anzeigen",
  "verfolgen",
  "voir",
  "suivre",
  "consulter",
  "ver",
  "seguir",
  "rastrear",
  "acompanhar",
  "visualizza",
  "traccia",
  "bekijk",
  "volg",
  "zobacz",
  "śledź",
  "посмотреть",
  "отследить",
  "görüntüle",
  "takip et",
  "表示",
  "確認する",
  "查看",
  "查看订单",
  "보기",
  "조회",
]); // deno-fmt-ignore

/** Words right around a link that make it a way out, not the action ("If this wasn't you, …"). */
export const AVOID_CONTEXT = new PhraseTable([
  ...[
    "wasn t you", "wasn t me", "was not you", "not you", "didn t request", "did not request", "remove your email",
    "remove your address", "remove", "did not attempt", "didn t attempt", "unsubscribe", "opt out", "cancel this request",
    "report it", "report this", "report that", "report them", "report abuse", "report spam", "report phishing", "report fraud", "report suspicious", "report unauthorized", "report unauthorised", "report the", "report a", "report an", "report to", "report here", "report now", "report immediately",
    "didn t ask", "did not ask", "didn t try", "did not try", "don t recognize", "do not recognize",
    "don t recognise", "do not recognise", "block your account", "block access", "lock your account",
    "nicht sie", "nicht angefordert", "pas vous", "pas à l origine", "no fuiste", "no solicitaste",
    "não foi você", "non sei stato", "niet door jou", "warst du das nicht", "waren sie das nicht",
    "ce n était pas vous", "si no fuiste tú", "se não foi você", "se non sei stato tu", "was jij dit niet",
    "jeśli to nie ty", "если это были не вы", "siz yapmadıysanız", "إذا لم تكن أنت", "心当たりのない場合", "心当たりがない場合", "本人操作", "不正ログイン", "不正アクセス",
    "본인이 아니라면", "not trying to sign in", "not trying to log in", "weren t trying", "were not trying",
    "someone may know your password", "someone else may", "se non hai provato", "se non hai richiesto",
    "non sei stato tu", "si no intentaste", "si no has sido tú", "si no fuiste", "si vous n avez pas essayé",
    "si vous n êtes pas à l origine", "si ce n est pas vous", "wenn sie das nicht waren", "falls sie das nicht waren",
    "falls du das nicht warst", "caso não tenha sido você", "se não reconhece", "als jij dit niet was",
    "als u dit niet was", "不是您本人", "不是你本人", "若非本人", "如非本人",
    "om det inte var du", "hvis det ikke var dig", "hvis det ikke var deg", "jos se et ollut sinä", "jos tämä et ollut sinä",
    "pokud jste to nebyli vy", "ak ste to neboli vy", "ha nem ön volt", "ha nem te voltál", "dacă nu ai fost tu",
    "αν δεν ήσασταν εσείς", "якщо це були не ви", "אם לא אתה", "אם זה לא היית אתה", "nếu không phải bạn", "jika bukan anda",
    "jika ini bukan anda", "kung hindi ikaw", "अगर यह आप नहीं थे", "اگر شما نبودید", "هذا لم يكن أنت",
  ],
  ...["หากไม่ใช่คุณ", "如果不是您本人", "如非本人操作", "如果这不是您", "如果這不是您"],
]); // deno-fmt-ignore

/** URL parts of an invitation (`/invite/`, `einladung`, `uitnodiging`, `convite`, `zaproszenie`). */
const INVITE_URL_WORDS = "invit|einladung|uitnodig|convite|zaprosz|undangan";

/** URL parts of an invitation. */
export const INVITATION_URL: RegExp = new RegExp(INVITE_URL_WORDS, "i");

/** URL parts of a request done once: verify, confirm, reset, accept an invitation, approve, consent. */
const ONCE_URL =
  `verif(?:y|i[cksz]|ie|(?![a-z]))|confirm|activat|magic|reset|recover|passw|otp|${INVITE_URL_WORDS}|validat|bestaetig|bestätig|accept|approv|consent|user[-_]?code|jemput|meghiv|kutse|inbjud|aktivasi|activare|xac-?(?:thuc|minh|nhan)|kich-?hoat|(?<![a-z])sign(?![a-z])|assinar|unterschreib|ondertek|(?<![a-z])vatta(?![a-z])|aktyw|aktiv(?:ier|ac|er|oi)|dogrula|onayla|epivevai|epalitheu|podtverd|potvard`;

/** URL parts of an action link. */
export const ACTION_URL = new RegExp(
  `${ONCE_URL}|unlock|unblock|sign[-_]?in|sign[-_]?up|regist|log[-_]?in|(?<![a-z])(?:o?auth|authenticate|authori[sz]e)(?![a-z])|token|callback|bekr[aäæ]ft|bekreft|stadfest|potwierd|vahvist|potvrd|ověř|heslo|hasl[oa]|contrase|mot[-_]?de[-_]?passe|parol|senha|wachtwoord|salasana|jelsz|[sş]ifre|enrol|conferm|attiva|opt[-_]?in(?![a-z])|subscri|r[eé]cup[eé]r|redefin|restablec|reimpost|r[eé]initialis|zur[uü]e?cksetz|wiederherstell|herstel|odzysk|obnov|nollst|tilbakestill`,
  "i",
);

/** URL words of a link that does one thing once (unlike a menu's "Log in"): a part of `ACTION_URL`. */
export const SINGLE_USE_URL = new RegExp(ONCE_URL, "i");

/** URL parts that open an item to look at (`/passwords/view/…`): the URL names the item, not an action on it. */
export const VIEW_URL = /(?<![a-z])(?:view|show|preview|browse)(?![a-z])/i;

/** A URL part that joins: a team's or a family's invitation, unless the mail is a meeting's (`/join/123456789`). */
export const JOIN_URL = /(?<![a-z])join(?![a-z])|beitreten|rejoindre|unirse/i;

/** URL parts of a link that is never the action. */
export const AVOID_URL =
  /unsub|opt[-_]?out|revoke|invalidat|preferences|subscription[-_]?center|manage[-_]?subscription|privacy|terms|legal|webversion|web[-_]?version|view[-_]?(?:in[-_]?)?(?:browser|online)|abmelden|desinscri|baja|\/social\//i;

/** Hosts of social networks and app stores. */
export const AVOID_HOST =
  /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|twitter\.com|x\.com|t\.co|linkedin\.com|instagram\.com|youtube\.com|youtu\.be|tiktok\.com|pinterest\.com|threads\.net|discord\.gg|reddit\.com|apps\.apple\.com|itunes\.apple\.com|play\.google\.com|wa\.me|line\.me|weibo\.com|vk\.com)$/i;

/** Words of a sentence that leads into a link: it names what to do with it. */
export const LEAD_WORDS = new PhraseTable([
  ...["follow this link", "click", "tap", "the link below", "the button below", "this link", "visit"],
  ...["klicke", "klicken", "cliquez", "haz clic", "clique", "fai clic", "klik", "kliknij", "нажмите", "перейдите"],
  ...["tıklayın", "انقر", "クリック", "点击", "클릭"],
]); // deno-fmt-ignore

/** Words of a subject that reports what happened (a new sign-in, a changed password) rather than asking. */
export const NOTICE_WORDS = new PhraseTable([
  ...[
    "new sign in", "new login", "new sign on", "security alert", "unusual sign in", "unusual login",
    "login notification", "sign in notification", "login alert", "sign in alert", "method removed", "was removed",
    "has been removed", "was disabled", "has been disabled", "turned off",
    "was changed", "has been changed", "has changed", "password changed", "was used to sign in",
    "neue anmeldung", "wurde geändert", "nouvelle connexion", "a été modifié", "nuevo inicio de sesión",
    "se cambió", "novo acesso", "foi alterada", "nuovo accesso", "è stata modificata", "nieuwe aanmelding",
    "is gewijzigd", "nowe logowanie", "zostało zmienione", "новый вход", "изменён", "yeni oturum",
    "değiştirildi", "تسجيل دخول جديد", "تم تغيير",
  ],
  ...["新しい端末", "変更完了", "ログインがありました", "新しいログイン", "新的登录", "有新的登录", "已修改", "새로운 기기", "변경되었습니다"],
  // a new sign-in, a changed password and a security alert in more languages
  ...[
    "sicherheitshinweis", "passwort geändert", "alerte de sécurité", "mot de passe modifié", "a été changé",
    "alerta de seguridad", "contraseña cambiada", "se ha cambiado", "nuevo acceso", "alerta de segurança",
    "senha alterada", "foi alterado", "novo login", "avviso di sicurezza", "password modificata", "è stato modificato",
    "nuovo login", "beveiligingsmelding", "wachtwoord gewijzigd", "nieuwe login", "alert bezpieczeństwa",
    "zmieniono hasło", "nowe urządzenie", "nové přihlášení", "heslo bylo změněno", "bezpečnostní upozornění",
    "nové prihlásenie", "heslo bolo zmenené", "új bejelentkezés", "jelszó megváltozott", "biztonsági figyelmeztetés",
    "autentificare nouă", "a fost schimbată", "ny inloggning", "har ändrats", "säkerhetsvarning", "nyt login",
    "adgangskode ændret", "sikkerhedsadvarsel", "ny pålogging", "er endret", "uusi kirjautuminen", "salasana vaihdettu",
    "on vaihdettu", "νέα σύνδεση", "άλλαξε ο κωδικός", "ειδοποίηση ασφαλείας", "пароль изменен", "пароль изменён",
    "новий вхід", "пароль змінено", "güvenlik uyarısı", "yeni giriş", "تنبيه أمني", "התחברות חדשה", "הסיסמה שונתה",
    "התראת אבטחה", "ورود جدید", "تغییر کرد", "नया साइन इन", "पासवर्ड बदल", "login baru", "kata sandi diubah",
    "peringatan keamanan", "đăng nhập mới", "đã được thay đổi", "cảnh báo bảo mật",
  ],
  // an order sent on its way: its links track it
  ...[
    "has shipped", "has been shipped", "was shipped", "is on its way", "wurde versandt", "ist unterwegs",
    "a été expédiée", "a été expédié", "est en route", "ha sido enviado", "ha sido enviada", "está en camino",
    "foi enviado", "foi enviada", "está a caminho", "è stato spedito", "è stata spedita", "is verzonden", "is onderweg",
    "została wysłana", "zostało wysłane", "kargoya verildi", "đã được gửi đi", "telah dikirim",
  ],
  ...["発送しました", "発送のお知らせ", "発送完了", "已发货", "已發貨", "발송되었습니다", "배송이 시작"],
  ...["การเข้าสู่ระบบใหม่", "เปลี่ยนรหัสผ่านแล้ว", "パスワードが変更されました", "セキュリティ通知", "ログイン通知", "ログインのお知らせ", "安全提醒", "密码已更改", "密碼已變更", "新登入", "보안 알림", "새로운 로그인"],
]);
