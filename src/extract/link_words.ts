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
  ["validar", 1],
  ["haz clic aquí", 0.3],
  ["clique aqui", 0.3],
  // Italian, Dutch
  ["conferma", 1],
  ["attiva", 1],
  ["accedi", 0.9],
  ["reimposta", 1],
  ["accetta", 0.8],
  ["bevestigen", 1],
  ["bevestig", 1],
  ["verifiëren", 1],
  ["verifieer", 1],
  ["activeren", 1],
  ["inloggen", 0.9],
  ["opnieuw instellen", 1],
  ["herstellen", 0.8],
  ["accepteren", 0.8],
  // Japanese, Chinese, Korean
  ["確認", 1],
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
  ["확인", 1],
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
    "not you", "wasn t you", "wasn t me", "secure your account", "forward to a friend", "logo",
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
    "nicht sie", "nicht angefordert", "pas vous", "pas à l origine", "no fuiste", "no solicitaste",
    "não foi você", "non sei stato", "niet door jou",
  ],
]); // deno-fmt-ignore

/** URL parts of an action link. */
export const ACTION_URL =
  /verif|confirm|activat|magic|sign[-_]?in|log[-_]?in|(?<![a-z])(?:o?auth|authenticate|authorize)(?![a-z])|reset|passw|token|otp|invit|accept|validat|bestaetig|bestätig|onboard|callback/i;

/** URL parts of a link that is never the action. */
export const AVOID_URL =
  /unsub|opt[-_]?out|preferences|subscription[-_]?center|manage[-_]?subscription|privacy|terms|legal|webversion|web[-_]?version|view[-_]?(?:in[-_]?)?(?:browser|online)|abmelden|desinscri|baja|\/social\//i;

/** Hosts of social networks and app stores. */
export const AVOID_HOST =
  /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|twitter\.com|x\.com|t\.co|linkedin\.com|instagram\.com|youtube\.com|youtu\.be|tiktok\.com|pinterest\.com|threads\.net|discord\.gg|reddit\.com|apps\.apple\.com|itunes\.apple\.com|play\.google\.com|wa\.me|line\.me|weibo\.com|vk\.com)$/i;
