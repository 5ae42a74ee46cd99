/**
 * Words and URL parts that tell the link a reader clicks to verify, confirm, sign in or reset
 * from the links around it (unsubscribe, view in browser, social, privacy, app stores).
 * @module
 */

import { PhraseTable } from "./words.ts";

/**
 * Anchor text or nearby words of an action link, valued by how surely: 1 for verify, confirm,
 * activate, reset, accept; 0.9 for signing in, which is also how a site's menu reads.
 */
export const ACTION_WORDS = new PhraseTable([
  // English
  ["verify", 1],
  ["verify email", 1],
  ["verification", 0.8],
  ["confirm", 1],
  ["confirmation", 0.6],
  ["activate", 1],
  ["activation", 0.8],
  ["sign in", 0.9],
  ["sign me in", 0.9],
  ["log in", 0.9],
  ["login", 0.9],
  ["log me in", 0.9],
  ["magic link", 1],
  ["reset", 1],
  ["reset password", 1],
  ["set password", 1],
  ["new password", 0.8],
  ["choose a password", 1],
  ["create password", 1],
  ["create your password", 1],
  ["accept", 0.8],
  ["accept invitation", 1],
  ["accept invite", 1],
  ["join", 0.6],
  ["recover", 0.9],
  ["recover your account", 1],
  ["account recovery", 1],
  ["complete registration", 1],
  ["complete sign up", 1],
  ["finish signing up", 1],
  ["validate", 1],
  ["approve", 0.8],
  ["authorize", 0.6],
  ["subscribe me", 0.8],
  ["yes subscribe", 1],
  ["continue", 0.4],
  ["get started", 0.4],
  ["click here", 0.3],
  ["open", 0.2],
  ["this link", 0.3],
  ["button below", 0.4],
  ["link below", 0.4],
  // German
  ["bestätigen", 1],
  ["bestätige", 1],
  ["bestätigung", 0.6],
  ["verifizieren", 1],
  ["aktivieren", 1],
  ["anmelden", 0.9],
  ["einloggen", 0.9],
  ["zurücksetzen", 1],
  ["neues passwort", 0.8],
  ["annehmen", 0.8],
  ["beitreten", 0.6],
  ["wiederherstellen", 0.9],
  ["registrierung abschließen", 1],
  ["weiter", 0.3],
  ["hier klicken", 0.3],
  // French
  ["confirmer", 1],
  ["confirmez", 1],
  ["vérifier", 1],
  ["vérification", 0.8],
  ["activer", 1],
  ["se connecter", 0.9],
  ["connexion", 0.9],
  ["réinitialiser", 1],
  ["accepter", 0.8],
  ["rejoindre", 0.6],
  ["récupérer", 0.9],
  ["valider", 1],
  ["cliquez ici", 0.3],
  ["continuer", 0.4],
  // Spanish, Portuguese
  ["confirmar", 1],
  ["confirma", 1],
  ["verificar", 1],
  ["verifica", 1],
  ["activar", 1],
  ["ativar", 1],
  ["iniciar sesión", 0.9],
  ["entrar", 0.9],
  ["fazer login", 0.9],
  ["restablecer", 1],
  ["redefinir", 1],
  ["aceptar", 0.8],
  ["aceitar", 0.8],
  ["unirse", 0.6],
  ["únete", 0.6],
  ["participar", 0.6],
  ["recuperar", 0.9],
  ["validar", 1],
  ["haz clic aquí", 0.3],
  ["clique aqui", 0.3],
  // Italian, Dutch
  ["conferma", 1],
  ["attiva", 1],
  ["accedi", 0.9],
  ["reimposta", 1],
  ["accetta", 0.8],
  ["unisciti", 0.6],
  ["recupera", 0.9],
  ["bevestigen", 1],
  ["bevestig", 1],
  ["verifiëren", 1],
  ["verifieer", 1],
  ["activeren", 1],
  ["inloggen", 0.9],
  ["opnieuw instellen", 1],
  ["herstellen", 0.8],
  ["accepteren", 0.8],
  ["deelnemen", 0.6],
  ["unlock", 1],
  ["unblock", 1],
  ["change my password", 1],
  ["change password", 0.9],
  ["set your password", 1],
  ["set a new password", 1],
  // Russian, Polish, Turkish, Arabic
  ["подтвердить", 1],
  ["подтвердите", 1],
  ["восстановить", 1],
  ["сбросить", 1],
  ["войти", 0.9],
  ["активировать", 1],
  ["принять", 0.8],
  ["присоединиться", 0.6],
  ["potwierdź", 1],
  ["zweryfikuj", 1],
  ["zaloguj", 0.9],
  ["zresetuj", 1],
  ["ustaw nowe hasło", 1],
  ["aktywuj", 1],
  ["przyjmij", 0.8],
  ["dołącz", 0.6],
  ["odzyskaj", 0.9],
  ["doğrula", 1],
  ["doğrulayın", 1],
  ["onayla", 1],
  ["sıfırla", 1],
  ["giriş yap", 0.9],
  ["kabul et", 0.8],
  ["katıl", 0.6],
  ["تأكيد", 1],
  ["تحقق", 1],
  ["إعادة تعيين", 1],
  ["تسجيل الدخول", 0.9],
  ["قبول", 0.8],
  ["انضم", 0.6],
  // Japanese, Chinese, Korean: 確認 and 확인 alone are "check" as much as "confirm"
  ["メールアドレスを確認", 1],
  ["メールアドレスの確認", 1],
  ["確認", 0.6],
  ["認証", 1],
  ["有効化", 1],
  ["ログイン", 0.9],
  ["再設定", 1],
  ["登録を完了", 1],
  ["承認", 0.8],
  ["验证", 1],
  ["驗證", 1],
  ["确认", 1],
  ["激活", 1],
  ["登录", 0.9],
  ["登入", 0.9],
  ["重置", 1],
  ["重設", 1],
  ["인증", 1],
  ["확인", 0.6],
  ["활성화", 1],
  ["로그인", 0.9],
  ["재설정", 1],
]); // deno-fmt-ignore

/** Anchor text or a label that rules a link out. */
export const AVOID_WORDS = new PhraseTable([
  ...[
    "unsubscribe", "opt out", "manage preferences", "email preferences", "preferences", "notification settings",
    "update your preferences", "view in browser", "view in your browser", "view online", "view as a web page",
    "view this email", "web version", "open in browser", "having trouble viewing", "privacy", "privacy policy",
    "terms", "terms of service", "terms of use", "cookie", "cookies", "legal", "imprint", "contact us",
    "support", "help center", "help centre", "facebook", "twitter", "linkedin", "instagram", "youtube",
    "tiktok", "pinterest", "follow us", "download the app", "app store", "google play", "report",
    "not you", "wasn t you", "wasn t me", "secure your account", "forward to a friend", "logo", "revoke",
    "invalidate",
  ],
  ...[
    "abmelden", "abbestellen", "einstellungen", "datenschutz", "im browser ansehen", "online ansehen",
    "impressum", "désabonner", "désinscrire", "désabonnement", "préférences", "confidentialité",
    "voir dans le navigateur", "version en ligne", "darse de baja", "cancelar suscripción", "preferencias",
    "privacidad", "ver en el navegador", "cancelar inscrição", "descadastrar", "preferências", "privacidade",
    "ver no navegador", "annulla iscrizione", "disiscriviti", "preferenze", "visualizza nel browser",
    "afmelden", "uitschrijven", "voorkeuren", "bekijk in browser", "bekijk online",
  ],
  ...["配信停止", "配信解除", "プライバシー", "ブラウザで表示", "退订", "取消订阅", "隐私", "在浏览器中查看", "수신거부", "구독 취소", "개인정보", "브라우저에서 보기"],
]); // deno-fmt-ignore

/** Words right around a link that make it a way out, not the action ("If this wasn't you, …"). */
export const AVOID_CONTEXT = new PhraseTable([
  ...[
    "wasn t you", "wasn t me", "was not you", "not you", "didn t request", "did not request", "remove your email",
    "remove your address", "remove", "did not attempt", "didn t attempt", "unsubscribe", "opt out", "report", "cancel this request",
    "didn t ask", "did not ask", "didn t try", "did not try", "don t recognize", "do not recognize",
    "nicht sie", "nicht angefordert", "pas vous", "pas à l origine", "no fuiste", "no solicitaste",
    "não foi você", "non sei stato", "niet door jou", "warst du das nicht", "waren sie das nicht",
    "ce n était pas vous", "si no fuiste tú", "se não foi você", "se non sei stato tu", "was jij dit niet",
    "jeśli to nie ty", "если это были не вы", "siz yapmadıysanız", "إذا لم تكن أنت", "心当たりのない場合", "本人操作",
    "본인이 아니라면",
  ],
]); // deno-fmt-ignore

/** URL parts of an action link. */
export const ACTION_URL =
  /verif|confirm|unlock|unblock|activat|magic|sign[-_]?in|sign[-_]?up|log[-_]?in|recover|(?<![a-z])(?:o?auth|authenticate|authorize)(?![a-z])|reset|passw|token|otp|invit|accept|validat|bestaetig|bestätig|onboard|callback/i;

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
    "was changed", "has been changed", "has changed", "password changed", "was used to sign in",
    "neue anmeldung", "wurde geändert", "nouvelle connexion", "a été modifié", "nuevo inicio de sesión",
    "se cambió", "novo acesso", "foi alterada", "nuovo accesso", "è stata modificata", "nieuwe aanmelding",
    "is gewijzigd", "nowe logowanie", "zostało zmienione", "новый вход", "изменён", "yeni oturum",
    "değiştirildi", "تسجيل دخول جديد", "تم تغيير",
  ],
  ...["新しい端末", "変更完了", "新的登录", "有新的登录", "已修改", "새로운 기기", "변경되었습니다"],
]);
