/**
 * Words that announce a one-time code, in English, German, French, Spanish, Portuguese,
 * Italian, Dutch, the Nordic languages, Czech, Hungarian, Greek, Russian, Polish, Turkish,
 * Arabic, Hebrew, Persian, Hindi, Vietnamese, Japanese, Chinese and Korean, weighted by how
 * surely they do (1 = a code follows; 0.5 = the mail is about signing in or verifying).
 * @module
 */

import { PhraseTable } from "./words.ts";

// deno-fmt-ignore
/** Phrases that name a one-time code, or that speak of signing in. The bare word "code" is read in `context.ts`. */
export const CODE_PHRASES = new PhraseTable([
  // English
  ["verification code", 1], ["verify code", 1], ["security code", 1], ["confirmation code", 1], ["login code", 1],
  ["log in code", 1], ["sign in code", 1], ["signin code", 1], ["access code", 1], ["authentication code", 1],
  ["one time code", 1], ["one time password", 1], ["one time passcode", 1], ["one time pin", 1], ["otp", 1],
  ["passcode", 1], ["pin", 1], ["2fa", 0.7], ["two factor", 0.6], ["2 step", 0.5], ["two step", 0.5], ["mfa", 0.6],
  ["temporary password", 0.8], ["verification", 0.6], ["verify", 0.5], ["authenticate", 0.5],
  ["authentication", 0.5], ["sign in", 0.5], ["log in", 0.5], ["login", 0.5], ["enter", 0.4], ["to verify", 0.9],
  ["to confirm", 0.8], ["to sign in", 0.8], ["to log in", 0.8], ["to login", 0.8], ["to authenticate", 0.8],
  ["expires", 0.4], ["expire", 0.4], ["valid for", 0.4], ["do not share", 0.5], ["don t share", 0.5],
  ["never share", 0.5], ["token", 0.5],
  // German
  ["tan", 1], ["mtan", 1], ["smstan", 1], ["sms tan", 1], ["pushtan", 1], ["chiptan", 1], ["einmalpasswort", 1],
  ["einmalkennwort", 1], ["einmal passwort", 1], ["bestätigen", 0.5], ["zur bestätigung", 0.8],
  ["zur anmeldung", 0.8], ["bestätigung", 0.5], ["verifizierung", 0.6], ["verifizieren", 0.5], ["anmelden", 0.5],
  ["anmeldung", 0.5], ["eingeben", 0.4], ["gültig", 0.4], ["läuft", 0.3], ["nicht weiter", 0.5],
  // French
  ["mot de passe à usage unique", 1], ["usage unique", 0.8], ["vérification", 0.6], ["vérifier", 0.5],
  ["pour vérifier", 0.8], ["pour confirmer", 0.8], ["confirmer", 0.5], ["connexion", 0.5], ["se connecter", 0.5],
  ["saisissez", 0.4], ["expire", 0.4], ["valable", 0.4], ["ne partagez", 0.5],
  // Spanish
  ["clave", 0.7], ["contraseña de un solo uso", 1], ["un solo uso", 0.8], ["verificación", 0.6], ["verificar", 0.5],
  ["para verificar", 0.8], ["para confirmar", 0.8], ["iniciar sesión", 0.5], ["introduce", 0.4], ["ingresa", 0.4],
  ["caduca", 0.4], ["válido", 0.4], ["no compartas", 0.5],
  // Portuguese
  ["senha de uso único", 1], ["senha temporária", 0.8], ["uso único", 0.8], ["verificação", 0.6],
  ["confirmação", 0.5], ["digite", 0.4], ["insira", 0.4], ["expira", 0.4], ["não compartilhe", 0.5],
  // Italian
  ["monouso", 0.8], ["password monouso", 1], ["verifica", 0.6], ["conferma", 0.5], ["accedi", 0.5], ["accesso", 0.5],
  ["inserisci", 0.4], ["scade", 0.4], ["valido", 0.4], ["non condividere", 0.5],
  // Dutch
  ["eenmalige", 0.8], ["verificatie", 0.6], ["bevestigen", 0.5], ["bevestiging", 0.5], ["inloggen", 0.5],
  ["aanmelden", 0.5], ["vul", 0.3], ["voer", 0.3], ["verloopt", 0.4], ["geldig", 0.4], ["deel deze", 0.5],
  // Japanese
  ["確認コード", 1], ["認証コード", 1], ["認証番号", 1], ["確認番号", 0.8], ["ワンタイムパスワード", 1], ["ワンタイムコード", 1], ["セキュリティコード", 1],
  ["パスコード", 1], ["ログインコード", 1], ["検証コード", 1], ["暗証番号", 1], ["コード", 0.9], ["認証", 0.5], ["ログイン", 0.5], ["有効期限", 0.4],
  ["入力", 0.4],
  // Chinese
  ["验证码", 1], ["驗證碼", 1], ["校验码", 1], ["校驗碼", 1], ["动态码", 1], ["動態碼", 1], ["动态密码", 1], ["動態密碼", 1], ["确认码", 1],
  ["確認碼", 1], ["安全码", 1], ["安全碼", 1], ["登录码", 1], ["登入碼", 1], ["认证码", 1], ["認證碼", 1], ["一次性密码", 1], ["一次性密碼", 1],
  ["验证代码", 1], ["驗證代碼", 1], ["取件码", 1], ["取件碼", 1], ["取货码", 1], ["取貨碼", 1], ["提货码", 1], ["提貨碼", 1],
  ["开箱码", 1], ["開箱碼", 1], ["取件密码", 1], ["存取碼", 1], ["存取码", 1], ["訪問碼", 1], ["访问码", 1], ["验证", 0.5], ["驗證", 0.5], ["登录", 0.5], ["有效期", 0.4],
  // Russian, Polish, Turkish, Arabic
  ["код подтверждения", 1], ["код", 0.9], ["кода", 0.9], ["кодом", 0.9], ["одноразовый пароль", 1], ["пароль", 0.5],
  ["подтверждения", 0.5], ["подтвердить", 0.5], ["введите", 0.4], ["войти", 0.5], ["вход", 0.5], ["действителен", 0.4],
  ["никому не сообщайте", 0.5], ["kod weryfikacyjny", 1], ["weryfikacyjny", 0.6], ["jednorazowy", 0.8],
  ["zaloguj", 0.5], ["logowania", 0.5], ["wpisz", 0.4], ["ważny", 0.4], ["doğrulama kodu", 1], ["doğrulama", 0.6],
  ["tek kullanımlık", 0.8], ["giriş", 0.5], ["geçerli", 0.4], ["paylaşmayın", 0.5], ["رمز التحقق", 1], ["رمز", 0.9],
  ["الرمز", 0.9], ["كود", 0.9], ["التحقق", 0.6], ["تحقق", 0.5], ["صالح", 0.4], ["لا تشارك", 0.5],
  ["to reset", 0.8], ["to recover", 0.8], ["to unlock", 0.8],
  // Hebrew, Persian, Hindi, Vietnamese, Greek, Czech, Hungarian, Finnish
  ["קוד אימות", 1], ["קוד חד פעמי", 1], ["קוד", 0.9], ["אימות", 0.5], ["כניסה", 0.5],
  // Hebrew writes "the", "with", "to" and "and" on the word (`הקוד`: the code)
  ["הקוד", 0.9], ["בקוד", 0.9], ["לקוד", 0.9], ["שהקוד", 0.9], ["והקוד", 0.9], ["סיסמה חד פעמית", 1],
  ["התחברות", 0.5], ["להתחברות", 0.5], ["האימות", 0.5],
  ["کد تایید", 1], ["کد تأیید", 1], ["کد ورود", 1], ["رمز یکبار مصرف", 1], ["کد", 0.9], ["تایید", 0.5], ["ورود", 0.5],
  ["ओटीपी", 1], ["सत्यापन कोड", 1], ["कोड", 0.9], ["सत्यापन", 0.5], ["लॉगिन", 0.5],
  ["mã xác minh", 1], ["mã xác thực", 1], ["mã xác nhận", 1], ["mã đăng nhập", 1], ["mã otp", 1], ["xác minh", 0.5],
  ["xác thực", 0.5], ["đăng nhập", 0.5],
  ["κωδικός επαλήθευσης", 1], ["κωδικός", 0.9], ["κωδικό", 0.9], ["επαλήθευση", 0.5], ["σύνδεση", 0.5],
  ["ověřovací kód", 1], ["jednorázový", 0.8], ["ellenőrző kód", 1], ["egyszer használatos", 0.8], ["vahvistuskoodi", 1],
  // Bulgarian, Ukrainian, Bengali, Thai (read as a substring: Thai writes no spaces), Malay, Swahili
  ["parolă unică", 1], ["код за потвърждение", 1], ["код підтвердження", 1], ["кодом", 0.9],
  ["কোড", 0.9], ["ওটিপি", 1], ["পিন", 1], ["पिन", 1], ["যাচাই", 0.5], ["รหัส", 0.9], ["รหัสยืนยัน", 1], ["รหัส otp", 1], ["kod pengesahan", 1], ["tac", 1],
  ["nambari ya uthibitisho", 1], ["nambari ya kuchukua", 1], ["nambari hii ya kuchukua", 1], ["msimbo", 0.9],
  ["nambari hii ya uthibitisho", 1], ["uthibitisho", 0.6], ["kuthibitisha", 0.5],
  // Urdu, Punjabi, Gujarati, Telugu, Kannada, Malayalam, Tamil, Georgian, Armenian, Kazakh, Khmer, Lao, Myanmar, Spanish
  // banking
  ["کوڈ", 0.9], ["تصدیقی کوڈ", 1], ["ਕੋਡ", 0.9], ["કોડ", 0.9], ["కోడ్", 0.9], ["ಕೋಡ್", 0.9], ["കോഡ്", 0.9], ["குறியீடு", 0.9], ["კოდი", 0.9], ["კოდს", 0.9], ["կոդ", 0.9], ["կոդը", 0.9], ["коды", 0.9],
  ["លេខកូដ", 0.9], ["ລະຫັດ", 0.9], ["ကုဒ်", 0.9], ["clave dinámica", 1], ["clave temporal", 1],
  // a one-time password in the South Slavic languages, Slovene, Czech, Slovak and Bulgarian (inflected: stems)
  ["jednokratn*", 0.8], ["једнократн*", 0.8], ["еднократн*", 0.8], ["enkratn*", 0.8], ["jednorázov*", 0.8],
  ["lozink*", 0.5], ["лозинк*", 0.5], ["geslo", 0.5], ["gesla", 0.5], ["heslo", 0.5], ["парола", 0.5],
  // Haitian Creole; Mongolian ("кодыг": the code, as an object)
  ["kòd verifikasyon", 1], ["verifikasyon", 0.6], ["кодыг", 0.9], ["кодоо", 0.9], ["баталгаажуулах", 0.6],
  // Sorani Kurdish (`کۆدی وەرگرتن`: the receiving code), Malagasy
  ["کۆد", 0.9], ["کۆدی", 0.9], ["کۆدە", 0.9], ["کۆدی وەرگرتن", 1], ["کۆدی پشتڕاستکردنەوە", 1], ["kaody", 0.9],
  // Irish, Scottish Gaelic, Welsh
  ["aonuaire", 0.8], ["cód aonuaire", 1], ["cód fíoraithe", 1], ["fíorú", 0.6], ["logáil isteach", 0.5],
  ["còd dearbhaidh", 1], ["dearbhadh", 0.6], ["cod dilysu", 1], ["cod untro", 1], ["dilysu", 0.6],
  ["mewngofnodi", 0.5],
  // Amharic (read as a substring: its words carry their endings), Zulu and Xhosa
  ["ኮድ", 0.9], ["የማረጋገጫ ኮድ", 1], ["ማረጋገጫ", 0.5], ["ikhodi", 0.9], ["ikhowudi", 0.9], ["yokungena", 0.5],
  ["yokuqinisekisa", 0.6],
  // a one-time password in Kazakh, Kyrgyz and Uzbek
  ["бір реттік құпиясөз", 1], ["бір реттік", 0.8], ["құпиясөз", 0.5], ["бир жолку", 0.8], ["bir martalik", 0.8],
  ["bir martalik parol", 1], ["tasdiqlash kodi", 1],
  // Hausa: a confirmation's number ("lambar tabbatarwa"), its endings inflecting
  ["lambar tabbatarwa", 1], ["tabbatarwa*", 0.8],
  // a pickup's or a one-time use's PIN called a password (Brazil's "senha"), and Spanish pickup codes
  ["senha de retirada", 1], ["senha temporária", 1], ["senha única", 1], ["senha de uso único", 1], ["senha", 0.6],
  ["clave de retiro", 1], ["código de retiro", 1], ["보관함 비밀번호", 1], ["수령 비밀번호", 1], ["비밀번호", 0.6],
  // Korean
  ["인증번호", 1], ["인증 번호", 1], ["인증코드", 1], ["인증 코드", 1], ["확인 코드", 1], ["확인코드", 1], ["보안 코드", 1], ["보안코드", 1],
  ["일회용 비밀번호", 1], ["일회용 코드", 1], ["코드", 0.9], ["인증", 0.5], ["로그인", 0.5], ["유효", 0.4],
]);

// deno-fmt-ignore
/** Endings of a word that is, or ends in, "code" in the languages read. */
export const CODE_WORDS = [
  "code", "codes", "kode", "koden", "código", "códigos", "codigo", "codice", "codici", "kod", "kodu", "kodunuz",
  "kodun", "kodem", "kód", "kódot", "kódja", "koodi", "koodin", "kodas", "kodą", "kods", "kood", "cod", "codul",
  "codului", "codi", "koda", "kodo", "kodi", "kóði", "kóða", "kóðinn", "koodisi", "koodinne", "kóodu", "koodu",
  // Irish (lenited after "do", eclipsed after "an": `do chód`, `an gcód`) and Scottish Gaelic
  "cód", "chód", "gcód", "còd", "chòd",
  // Faroese "the code" (`kotan`, `kotuna`; its bare `kota` is Indonesian's "city"); Haitian Creole
  "kotan", "kotuna", "kòd",
  // Malagasy
  "kaody",
];

// deno-fmt-ignore
/**
 * "Code" as a word of its own in other scripts (`код`, `কোড`, `קוד`): read like `code`, so that
 * `Код на пратката` (the parcel's code) names another number.
 */
export const CODE_NOUNS = new Set([
  "код", "кода", "коды", "кодом", "коду", "কোড", "कोड", "كود", "الكود", "رمز", "الرمز", "קוד", "הקוד", "בקוד",
  "לקוד", "שהקוד", "והקוד", "کد", "کوڈ",
  "κωδικός", "κωδικό", "κωδικού", "msimbo", "кодыг", "кодоо", "кодын", "کۆد", "کۆدی", "کۆدە",
]);

// deno-fmt-ignore
/** Prefixes of German and Dutch compounds that make a one-time code (`Bestätigungscode`). */
export const CODE_COMPOUND_YES = new Set([
  "pass", "bestätigungs", "sicherheits", "verifizierungs", "verifikations", "authentifizierungs", "anmelde",
  "einmal", "zugangs", "login", "freischalt", "aktivierungs", "prüf", "verificatie", "beveiligings", "bevestigings",
  "inlog", "toegangs", "activatie", "authenticatie", "eenmalige", "abhol", "ophaal", "afhaal", "bekræftelses",
  "bekreftelses", "bekräftelse", "verifierings", "engångs", "engangs", "sikkerheds", "sikkerhets",
  "säkerhets", "inloggnings", "aktiverings", "verifikasie", "kinnitus", "vahvistus", "staðfestingar", "innskráningar",
  // pickup and security codes of the Nordic languages and Finnish (`hämtkod`, `hentekode`, `noutokoodi`, `öryggiskóði`)
  "hämt", "hämtnings", "uthämtnings", "utlämnings", "hente", "afhentnings", "udleverings", "afhendingar", "nouto",
  "turva", "tunnistautumis", "kirjautumis", "varmennus", "öryggis", "auðkennis", "auðkenningar",
  // Irish and Welsh passcodes (`paschód`, `cod pas`)
  "pas",
]);

// deno-fmt-ignore
/** Prefixes of compounds naming some other code (`Gutscheincode`, `postcode`, `barcode`). */
export const CODE_COMPOUND_NO = new Set([
  "promo", "post", "zip", "bar", "qr", "geo", "uni", "en", "de", "source", "gutschein", "rabatt", "aktions",
  "kortings", "actie", "promotie", "cadeau", "kunden", "klant", "farb", "kleur", "vorwahl", "land", "länder",
  "landen",
]);

// deno-fmt-ignore
/** Words just before "code" that make it some other code (`promo code`, `ZIP code`). */
export const CODE_BEFORE_NO = new Set([
  "auth", "authorization", "authorisation", "approval", "promo", "promotional", "promotion", "discount", "coupon",
  "voucher", "gift", "referral", "invite", "invitation", "postal", "zip", "area", "country", "qr", "bar", "tracking",
  "source", "error", "status", "product", "dress", "tax", "booking", "reservation", "offer", "sale", "reference",
  "swift", "sort", "bank", "routing", "airport", "iata", "colour", "color", "hex", "html", "css", "customer",
  "member", "store", "coupon", "cadeau", "client", "sconto", "rabatt", "gutschein", "card", "failed", "failure",
  "biller", "bpay", "payee", "merchant", "branch", "शाखा", "transit", "institution", "ifsc", "micr", "bsb", "course", "class",
  "classroom", "reason",
]);

/**
 * Words before "code" (or after it, in the Romance languages: `clave de autorización`) that name a card payment's
 * approval (`authorization code` on a receipt) as often as a one-time code a bank sends to approve a payment or a new
 * payee: read as some other code unless the mail speaks of keeping its code secret.
 */
export const CODE_BEFORE_SECRET = new Set([
  "auth",
  "authorization",
  "authorisation",
  "approval",
  "autorización",
  "autorizacion",
  "autorização",
  "autorizacao",
  "autorisation",
  "autorizzazione",
]); // deno-fmt-ignore

/**
 * A mail that tells the reader to keep a code to themselves, that it lasts minutes, or that the sender never asks
 * for it (in English, Spanish, Portuguese, French, Italian and German): a card receipt never does.
 */
export const SECRECY =
  /\b(?:do not|don['’]t|never) share\b|\bne (?:le )?partagez\b|\bno (?:lo )?compartas\b|\bnão (?:o )?compartilhe\b|\bnon condividere\b|\bnicht weiter(?:geben|gegeben)?\b|\bgeben sie (?:ihn|diesen code|den code) nicht\b|никому не сообщайте|\bpaylaşmayın\b|لا تشارك|\bnikomu\b|\bnie udostępniaj\b|\bdeel deze code niet\b|\bnever (?:call you to )?ask(?:s)? (?:you )?for (?:this|your|the) code\b|\b(?:code|it) expires in \d+ minutes?\b|\b(?:vence|caduca|expira) en \d+ minutos?\b|\b(?:es )?v[aá]lid[oa] (?:por|durante) \d+ minutos?\b|\bnunca (?:le |te )?(?:solicitar[aá]|pedir[aá]) (?:este|su|tu|el) c[oó]digo\b|\bexpira em \d+ minutos?\b|\bexpire dans \d+ minutes?\b|\bscade (?:tra|fra|in) \d+ minuti\b|\bläuft in \d+ minuten ab\b/i;

// deno-fmt-ignore
/** Words just after "code" that make it some other code (`code postal`, `código de descuento`). */
export const CODE_AFTER_NO = new PhraseTable([
  "postal", "postale", "promo", "promotionnel", "promocional", "promozionale", "de réduction", "réduction", "motif",
  "de motivo", "motivo",
  "de descuento", "descuento", "de desconto", "desconto", "sconto", "di sconto", "cadeau", "de regalo",
  "de parrainage", "de referido", "client", "cliente", "fiscale", "de barras", "a barre", "de rastreio",
  "de rastreamento", "di tracciamento", "de suivi", "de seguimiento", "of conduct", "de conduite", "de cupón",
  "coupon", "iata", "swift", "couleur", "biller", "destinatario", "machann", "pwomosyon", "البريدي", "διαφήμισης", "έκπτωσης", "προσφοράς",
]);
