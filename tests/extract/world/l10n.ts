/**
 * Phrases of verification, sign-in, reset and everyday mail in the corpus' fourteen languages,
 * the way localized templates word them. `{brand}`, `{name}`, `{minutes}` are filled in.
 * @module
 */

export type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl" | "pl" | "ru" | "ja" | "zh" | "ko" | "ar" | "tr";

export const LANGS: Lang[] = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "ja", "zh", "ko", "ar", "tr"];

export interface Phrases {
  hello: string;
  thanks: string;
  code_subject: string;
  code_lead: string;
  code_label: string;
  code_expires: string;
  code_ignore: string;
  verify_subject: string;
  verify_lead: string;
  verify_button: string;
  verify_paste: string;
  reset_subject: string;
  reset_lead: string;
  reset_button: string;
  reset_ignore: string;
  signin_subject: string;
  signin_lead: string;
  signin_button: string;
  invite_subject: string;
  invite_lead: string;
  invite_button: string;
  changed_subject: string;
  changed_lead: string;
  changed_action: string;
  alert_subject: string;
  alert_lead: string;
  alert_action: string;
  order_subject: string;
  order_lead: string;
  order_no: string;
  total: string;
  view_order: string;
  shipped_subject: string;
  tracking: string;
  track: string;
  help: string;
  privacy: string;
  terms: string;
  unsubscribe: string;
}

// deno-fmt-ignore
export const PHRASES: Record<Lang, Phrases> = {
  en: {
    hello: "Hi {name},", thanks: "Thanks,\nThe {brand} team",
    code_subject: "Your {brand} verification code", code_lead: "Use the following code to verify your email address:",
    code_label: "Verification code", code_expires: "This code expires in {minutes} minutes.",
    code_ignore: "If you didn't request this code, you can safely ignore this email.",
    verify_subject: "Verify your email address", verify_lead: "Please confirm your email address by clicking the button below.",
    verify_button: "Verify email address", verify_paste: "Or copy and paste this link into your browser:",
    reset_subject: "Reset your password", reset_lead: "We received a request to reset the password for your {brand} account.",
    reset_button: "Reset password", reset_ignore: "If you did not ask to reset your password, no further action is required.",
    signin_subject: "Sign in to {brand}", signin_lead: "Click the button below to sign in. This link can only be used once.",
    signin_button: "Sign in", invite_subject: "You've been invited to join {brand}",
    invite_lead: "{name} has invited you to collaborate on {brand}.", invite_button: "Accept invitation",
    changed_subject: "Your password was changed", changed_lead: "The password for your {brand} account was changed on March 3, 2025 at 14:32.",
    changed_action: "If this wasn't you, reset your password right away", alert_subject: "New sign-in to your {brand} account",
    alert_lead: "We noticed a new sign-in to your account from Chrome on Windows near Berlin, Germany.",
    alert_action: "Review activity", order_subject: "Order confirmation #{order}", order_lead: "Thanks for your order! We'll let you know when it ships.",
    order_no: "Order number", total: "Total", view_order: "View order", shipped_subject: "Your order has shipped",
    tracking: "Tracking number", track: "Track package", help: "Help Center", privacy: "Privacy Policy", terms: "Terms of Service",
    unsubscribe: "Unsubscribe",
  },
  de: {
    hello: "Hallo {name},", thanks: "Viele Grüße\nDein {brand}-Team",
    code_subject: "Dein {brand}-Bestätigungscode", code_lead: "Bitte gib den folgenden Code ein, um deine E-Mail-Adresse zu bestätigen:",
    code_label: "Bestätigungscode", code_expires: "Der Code ist {minutes} Minuten gültig.",
    code_ignore: "Wenn du diesen Code nicht angefordert hast, kannst du diese E-Mail ignorieren.",
    verify_subject: "Bestätige deine E-Mail-Adresse", verify_lead: "Bitte bestätige deine E-Mail-Adresse, indem du auf den Button klickst.",
    verify_button: "E-Mail-Adresse bestätigen", verify_paste: "Oder kopiere diesen Link in deinen Browser:",
    reset_subject: "Passwort zurücksetzen", reset_lead: "Wir haben eine Anfrage erhalten, das Passwort für dein {brand}-Konto zurückzusetzen.",
    reset_button: "Passwort zurücksetzen", reset_ignore: "Falls du das nicht warst, musst du nichts weiter tun.",
    signin_subject: "Anmeldung bei {brand}", signin_lead: "Klicke auf den Button, um dich anzumelden. Der Link ist nur einmal gültig.",
    signin_button: "Jetzt anmelden", invite_subject: "Du wurdest zu {brand} eingeladen",
    invite_lead: "{name} hat dich eingeladen, bei {brand} mitzuarbeiten.", invite_button: "Einladung annehmen",
    changed_subject: "Dein Passwort wurde geändert", changed_lead: "Das Passwort deines {brand}-Kontos wurde am 03.03.2025 um 14:32 Uhr geändert.",
    changed_action: "Warst du das nicht? Dann setze dein Passwort sofort zurück", alert_subject: "Neue Anmeldung bei deinem {brand}-Konto",
    alert_lead: "Wir haben eine neue Anmeldung mit Chrome unter Windows in der Nähe von Berlin festgestellt.",
    alert_action: "Aktivität prüfen", order_subject: "Bestellbestätigung Nr. {order}", order_lead: "Vielen Dank für deine Bestellung! Wir melden uns, sobald sie versandt wurde.",
    order_no: "Bestellnummer", total: "Gesamtbetrag", view_order: "Bestellung ansehen", shipped_subject: "Deine Bestellung ist unterwegs",
    tracking: "Sendungsnummer", track: "Sendung verfolgen", help: "Hilfe", privacy: "Datenschutz", terms: "AGB", unsubscribe: "Abmelden",
  },
  fr: {
    hello: "Bonjour {name},", thanks: "Merci,\nL'équipe {brand}",
    code_subject: "Votre code de vérification {brand}", code_lead: "Saisissez le code suivant pour vérifier votre adresse e-mail :",
    code_label: "Code de vérification", code_expires: "Ce code expire dans {minutes} minutes.",
    code_ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.",
    verify_subject: "Confirmez votre adresse e-mail", verify_lead: "Veuillez confirmer votre adresse e-mail en cliquant sur le bouton ci-dessous.",
    verify_button: "Confirmer mon adresse", verify_paste: "Ou copiez ce lien dans votre navigateur :",
    reset_subject: "Réinitialisation de votre mot de passe", reset_lead: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}.",
    reset_button: "Réinitialiser le mot de passe", reset_ignore: "Si vous n'avez rien demandé, aucune action n'est nécessaire.",
    signin_subject: "Connexion à {brand}", signin_lead: "Cliquez sur le bouton ci-dessous pour vous connecter. Ce lien n'est valable qu'une fois.",
    signin_button: "Se connecter", invite_subject: "Vous êtes invité à rejoindre {brand}",
    invite_lead: "{name} vous invite à collaborer sur {brand}.", invite_button: "Accepter l'invitation",
    changed_subject: "Votre mot de passe a été modifié", changed_lead: "Le mot de passe de votre compte {brand} a été modifié le 3 mars 2025 à 14:32.",
    changed_action: "Si ce n'était pas vous, réinitialisez votre mot de passe immédiatement", alert_subject: "Nouvelle connexion à votre compte {brand}",
    alert_lead: "Nous avons détecté une nouvelle connexion depuis Chrome sous Windows près de Lyon, France.",
    alert_action: "Vérifier l'activité", order_subject: "Confirmation de commande n° {order}", order_lead: "Merci pour votre commande ! Nous vous préviendrons dès son expédition.",
    order_no: "Numéro de commande", total: "Total TTC", view_order: "Voir ma commande", shipped_subject: "Votre commande a été expédiée",
    tracking: "Numéro de suivi", track: "Suivre mon colis", help: "Aide", privacy: "Confidentialité", terms: "Conditions", unsubscribe: "Se désabonner",
  },
  es: {
    hello: "Hola {name}:", thanks: "Gracias,\nEl equipo de {brand}",
    code_subject: "Tu código de verificación de {brand}", code_lead: "Usa el siguiente código para verificar tu dirección de correo:",
    code_label: "Código de verificación", code_expires: "Este código caduca en {minutes} minutos.",
    code_ignore: "Si no solicitaste este código, puedes ignorar este correo.",
    verify_subject: "Verifica tu correo electrónico", verify_lead: "Confirma tu dirección de correo haciendo clic en el botón de abajo.",
    verify_button: "Verificar correo", verify_paste: "O copia y pega este enlace en tu navegador:",
    reset_subject: "Restablece tu contraseña", reset_lead: "Recibimos una solicitud para restablecer la contraseña de tu cuenta de {brand}.",
    reset_button: "Restablecer contraseña", reset_ignore: "Si no lo solicitaste, no tienes que hacer nada.",
    signin_subject: "Inicia sesión en {brand}", signin_lead: "Haz clic en el botón para iniciar sesión. El enlace solo se puede usar una vez.",
    signin_button: "Iniciar sesión", invite_subject: "Te han invitado a {brand}",
    invite_lead: "{name} te ha invitado a colaborar en {brand}.", invite_button: "Aceptar invitación",
    changed_subject: "Se cambió tu contraseña", changed_lead: "La contraseña de tu cuenta de {brand} se cambió el 3 de marzo de 2025 a las 14:32.",
    changed_action: "Si no fuiste tú, restablece tu contraseña de inmediato", alert_subject: "Nuevo inicio de sesión en tu cuenta de {brand}",
    alert_lead: "Detectamos un nuevo inicio de sesión desde Chrome en Windows cerca de Madrid, España.",
    alert_action: "Revisar actividad", order_subject: "Confirmación del pedido n.º {order}", order_lead: "¡Gracias por tu pedido! Te avisaremos cuando se envíe.",
    order_no: "Número de pedido", total: "Total", view_order: "Ver pedido", shipped_subject: "Tu pedido está en camino",
    tracking: "Número de seguimiento", track: "Seguir envío", help: "Ayuda", privacy: "Privacidad", terms: "Términos", unsubscribe: "Darse de baja",
  },
  pt: {
    hello: "Olá, {name}!", thanks: "Obrigado,\nEquipe {brand}",
    code_subject: "Seu código de verificação {brand}", code_lead: "Use o código abaixo para confirmar seu endereço de e-mail:",
    code_label: "Código de verificação", code_expires: "Este código expira em {minutes} minutos.",
    code_ignore: "Se você não solicitou este código, ignore este e-mail.",
    verify_subject: "Confirme seu e-mail", verify_lead: "Confirme seu endereço de e-mail clicando no botão abaixo.",
    verify_button: "Confirmar e-mail", verify_paste: "Ou copie e cole este link no seu navegador:",
    reset_subject: "Redefina sua senha", reset_lead: "Recebemos uma solicitação para redefinir a senha da sua conta {brand}.",
    reset_button: "Redefinir senha", reset_ignore: "Se você não fez essa solicitação, nenhuma ação é necessária.",
    signin_subject: "Entrar no {brand}", signin_lead: "Clique no botão abaixo para entrar. O link só pode ser usado uma vez.",
    signin_button: "Entrar", invite_subject: "Você foi convidado para o {brand}",
    invite_lead: "{name} convidou você para colaborar no {brand}.", invite_button: "Aceitar convite",
    changed_subject: "Sua senha foi alterada", changed_lead: "A senha da sua conta {brand} foi alterada em 03/03/2025 às 14:32.",
    changed_action: "Se não foi você, redefina sua senha imediatamente", alert_subject: "Novo acesso à sua conta {brand}",
    alert_lead: "Detectamos um novo acesso pelo Chrome no Windows perto de São Paulo, Brasil.",
    alert_action: "Revisar atividade", order_subject: "Pedido nº {order} confirmado", order_lead: "Obrigado pela sua compra! Avisaremos quando o pedido for enviado.",
    order_no: "Número do pedido", total: "Total", view_order: "Ver pedido", shipped_subject: "Seu pedido foi enviado",
    tracking: "Código de rastreio", track: "Rastrear pedido", help: "Ajuda", privacy: "Privacidade", terms: "Termos", unsubscribe: "Cancelar inscrição",
  },
  it: {
    hello: "Ciao {name},", thanks: "Grazie,\nIl team di {brand}",
    code_subject: "Il tuo codice di verifica {brand}", code_lead: "Usa il seguente codice per verificare il tuo indirizzo email:",
    code_label: "Codice di verifica", code_expires: "Il codice scade tra {minutes} minuti.",
    code_ignore: "Se non hai richiesto questo codice, ignora questa email.",
    verify_subject: "Verifica il tuo indirizzo email", verify_lead: "Conferma il tuo indirizzo email facendo clic sul pulsante qui sotto.",
    verify_button: "Verifica email", verify_paste: "Oppure copia e incolla questo link nel browser:",
    reset_subject: "Reimposta la password", reset_lead: "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {brand}.",
    reset_button: "Reimposta password", reset_ignore: "Se non l'hai richiesto tu, non devi fare nulla.",
    signin_subject: "Accedi a {brand}", signin_lead: "Fai clic sul pulsante per accedere. Il link può essere usato una sola volta.",
    signin_button: "Accedi", invite_subject: "Sei stato invitato su {brand}",
    invite_lead: "{name} ti ha invitato a collaborare su {brand}.", invite_button: "Accetta l'invito",
    changed_subject: "La tua password è stata modificata", changed_lead: "La password del tuo account {brand} è stata modificata il 3 marzo 2025 alle 14:32.",
    changed_action: "Se non sei stato tu, reimposta subito la password", alert_subject: "Nuovo accesso al tuo account {brand}",
    alert_lead: "Abbiamo rilevato un nuovo accesso da Chrome su Windows vicino a Milano, Italia.",
    alert_action: "Controlla l'attività", order_subject: "Conferma dell'ordine n. {order}", order_lead: "Grazie per il tuo ordine! Ti avviseremo quando verrà spedito.",
    order_no: "Numero d'ordine", total: "Totale", view_order: "Visualizza ordine", shipped_subject: "Il tuo ordine è stato spedito",
    tracking: "Numero di tracciamento", track: "Traccia la spedizione", help: "Assistenza", privacy: "Privacy", terms: "Termini", unsubscribe: "Annulla iscrizione",
  },
  nl: {
    hello: "Hoi {name},", thanks: "Groeten,\nHet {brand}-team",
    code_subject: "Je {brand}-verificatiecode", code_lead: "Gebruik de volgende code om je e-mailadres te bevestigen:",
    code_label: "Verificatiecode", code_expires: "Deze code verloopt over {minutes} minuten.",
    code_ignore: "Heb je deze code niet aangevraagd? Dan kun je deze e-mail negeren.",
    verify_subject: "Bevestig je e-mailadres", verify_lead: "Bevestig je e-mailadres door op de knop hieronder te klikken.",
    verify_button: "E-mailadres bevestigen", verify_paste: "Of kopieer deze link naar je browser:",
    reset_subject: "Wachtwoord opnieuw instellen", reset_lead: "We hebben een verzoek ontvangen om het wachtwoord van je {brand}-account opnieuw in te stellen.",
    reset_button: "Wachtwoord opnieuw instellen", reset_ignore: "Heb je dit niet aangevraagd? Dan hoef je niets te doen.",
    signin_subject: "Inloggen bij {brand}", signin_lead: "Klik op de knop hieronder om in te loggen. De link werkt maar één keer.",
    signin_button: "Inloggen", invite_subject: "Je bent uitgenodigd voor {brand}",
    invite_lead: "{name} heeft je uitgenodigd om samen te werken in {brand}.", invite_button: "Uitnodiging accepteren",
    changed_subject: "Je wachtwoord is gewijzigd", changed_lead: "Het wachtwoord van je {brand}-account is op 3 maart 2025 om 14:32 gewijzigd.",
    changed_action: "Was jij dit niet? Stel dan direct een nieuw wachtwoord in", alert_subject: "Nieuwe aanmelding op je {brand}-account",
    alert_lead: "We zagen een nieuwe aanmelding vanuit Chrome op Windows bij Amsterdam, Nederland.",
    alert_action: "Activiteit bekijken", order_subject: "Bevestiging van je bestelling {order}", order_lead: "Bedankt voor je bestelling! We laten het je weten zodra hij verzonden is.",
    order_no: "Bestelnummer", total: "Totaal", view_order: "Bestelling bekijken", shipped_subject: "Je bestelling is verzonden",
    tracking: "Track & trace-code", track: "Volg je pakket", help: "Klantenservice", privacy: "Privacy", terms: "Voorwaarden", unsubscribe: "Afmelden",
  },
  pl: {
    hello: "Cześć {name},", thanks: "Dziękujemy,\nZespół {brand}",
    code_subject: "Twój kod weryfikacyjny {brand}", code_lead: "Użyj poniższego kodu, aby potwierdzić swój adres e-mail:",
    code_label: "Kod weryfikacyjny", code_expires: "Kod wygaśnie za {minutes} minut.",
    code_ignore: "Jeśli to nie Ty prosiłeś o kod, zignoruj tę wiadomość.",
    verify_subject: "Potwierdź swój adres e-mail", verify_lead: "Potwierdź swój adres e-mail, klikając przycisk poniżej.",
    verify_button: "Potwierdź adres e-mail", verify_paste: "Lub skopiuj ten link do przeglądarki:",
    reset_subject: "Zresetuj hasło", reset_lead: "Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta {brand}.",
    reset_button: "Ustaw nowe hasło", reset_ignore: "Jeśli to nie Ty, nie musisz nic robić.",
    signin_subject: "Zaloguj się do {brand}", signin_lead: "Kliknij przycisk poniżej, aby się zalogować. Link działa tylko raz.",
    signin_button: "Zaloguj się", invite_subject: "Zaproszenie do {brand}",
    invite_lead: "{name} zaprasza Cię do współpracy w {brand}.", invite_button: "Przyjmij zaproszenie",
    changed_subject: "Twoje hasło zostało zmienione", changed_lead: "Hasło do Twojego konta {brand} zostało zmienione 3 marca 2025 o 14:32.",
    changed_action: "Jeśli to nie Ty, natychmiast zresetuj hasło", alert_subject: "Nowe logowanie na Twoje konto {brand}",
    alert_lead: "Wykryliśmy nowe logowanie z przeglądarki Chrome w systemie Windows w pobliżu Warszawy.",
    alert_action: "Sprawdź aktywność", order_subject: "Potwierdzenie zamówienia nr {order}", order_lead: "Dziękujemy za zamówienie! Damy znać, gdy zostanie wysłane.",
    order_no: "Numer zamówienia", total: "Razem", view_order: "Zobacz zamówienie", shipped_subject: "Twoje zamówienie zostało wysłane",
    tracking: "Numer przesyłki", track: "Śledź przesyłkę", help: "Pomoc", privacy: "Prywatność", terms: "Regulamin", unsubscribe: "Wypisz się",
  },
  ru: {
    hello: "Здравствуйте, {name}!", thanks: "С уважением,\nкоманда {brand}",
    code_subject: "Код подтверждения {brand}", code_lead: "Введите этот код, чтобы подтвердить адрес электронной почты:",
    code_label: "Код подтверждения", code_expires: "Код действителен {minutes} минут.",
    code_ignore: "Если вы не запрашивали код, просто проигнорируйте это письмо.",
    verify_subject: "Подтвердите адрес электронной почты", verify_lead: "Подтвердите свой адрес, нажав на кнопку ниже.",
    verify_button: "Подтвердить адрес", verify_paste: "Или скопируйте ссылку в браузер:",
    reset_subject: "Сброс пароля", reset_lead: "Мы получили запрос на сброс пароля для вашей учётной записи {brand}.",
    reset_button: "Сбросить пароль", reset_ignore: "Если вы не запрашивали сброс, ничего делать не нужно.",
    signin_subject: "Вход в {brand}", signin_lead: "Нажмите кнопку ниже, чтобы войти. Ссылка одноразовая.",
    signin_button: "Войти", invite_subject: "Вас пригласили в {brand}",
    invite_lead: "{name} приглашает вас к совместной работе в {brand}.", invite_button: "Принять приглашение",
    changed_subject: "Ваш пароль изменён", changed_lead: "Пароль вашей учётной записи {brand} был изменён 3 марта 2025 г. в 14:32.",
    changed_action: "Если это были не вы, немедленно смените пароль", alert_subject: "Новый вход в аккаунт {brand}",
    alert_lead: "Мы заметили новый вход с Chrome на Windows рядом с Москвой.",
    alert_action: "Проверить активность", order_subject: "Заказ № {order} оформлен", order_lead: "Спасибо за заказ! Мы сообщим, когда он будет отправлен.",
    order_no: "Номер заказа", total: "Итого", view_order: "Посмотреть заказ", shipped_subject: "Ваш заказ отправлен",
    tracking: "Трек-номер", track: "Отследить посылку", help: "Помощь", privacy: "Конфиденциальность", terms: "Условия", unsubscribe: "Отписаться",
  },
  ja: {
    hello: "{name} 様", thanks: "{brand} チーム",
    code_subject: "【{brand}】確認コードのお知らせ", code_lead: "以下の確認コードを入力して、メールアドレスの確認を完了してください。",
    code_label: "確認コード", code_expires: "このコードの有効期限は{minutes}分です。",
    code_ignore: "お心当たりのない場合は、このメールを破棄してください。",
    verify_subject: "【{brand}】メールアドレスの確認", verify_lead: "下のボタンをクリックして、メールアドレスを確認してください。",
    verify_button: "メールアドレスを確認する", verify_paste: "ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。",
    reset_subject: "【{brand}】パスワード再設定のご案内", reset_lead: "{brand}アカウントのパスワード再設定のリクエストを受け付けました。",
    reset_button: "パスワードを再設定する", reset_ignore: "お心当たりのない場合は、このメールを無視してください。",
    signin_subject: "【{brand}】ログインリンク", signin_lead: "下のボタンからログインしてください。このリンクは一度だけ有効です。",
    signin_button: "ログインする", invite_subject: "{brand}への招待が届いています",
    invite_lead: "{name}さんが{brand}にあなたを招待しました。", invite_button: "招待を承認する",
    changed_subject: "【{brand}】パスワード変更完了のお知らせ", changed_lead: "2025年3月3日 14:32に{brand}アカウントのパスワードが変更されました。",
    changed_action: "お心当たりのない場合は、すぐにパスワードを再設定してください", alert_subject: "【{brand}】新しい端末からのログイン",
    alert_lead: "Windows の Chrome から東京付近で新しいログインがありました。",
    alert_action: "アクティビティを確認", order_subject: "【{brand}】ご注文の確認 (注文番号 {order})", order_lead: "ご注文いただきありがとうございます。発送時に改めてお知らせします。",
    order_no: "注文番号", total: "合計（税込）", view_order: "注文内容を確認", shipped_subject: "【{brand}】商品発送のお知らせ",
    tracking: "お問い合わせ番号", track: "配送状況を確認", help: "ヘルプ", privacy: "プライバシーポリシー", terms: "利用規約", unsubscribe: "配信停止",
  },
  zh: {
    hello: "{name}，您好：", thanks: "{brand} 团队",
    code_subject: "{brand} 邮箱验证码", code_lead: "请输入以下验证码完成邮箱验证：",
    code_label: "验证码", code_expires: "验证码{minutes}分钟内有效。",
    code_ignore: "如果这不是您本人的操作，请忽略此邮件。",
    verify_subject: "请验证您的邮箱地址", verify_lead: "请点击下方按钮验证您的邮箱地址。",
    verify_button: "验证邮箱", verify_paste: "如果按钮无法点击，请将以下链接复制到浏览器中打开：",
    reset_subject: "重置您的 {brand} 密码", reset_lead: "我们收到了重置您 {brand} 账户密码的请求。",
    reset_button: "重置密码", reset_ignore: "如果您没有提出此请求，请忽略此邮件。",
    signin_subject: "登录 {brand}", signin_lead: "点击下方按钮即可登录，该链接仅可使用一次。",
    signin_button: "立即登录", invite_subject: "{name} 邀请您加入 {brand}",
    invite_lead: "{name} 邀请您在 {brand} 中协作。", invite_button: "接受邀请",
    changed_subject: "您的密码已修改", changed_lead: "您的 {brand} 账户密码已于 2025年3月3日 14:32 修改。",
    changed_action: "如果不是您本人操作，请立即重置密码", alert_subject: "您的 {brand} 账户有新的登录",
    alert_lead: "我们发现您的账户在上海附近通过 Windows 上的 Chrome 登录。",
    alert_action: "查看活动", order_subject: "订单确认 {order}", order_lead: "感谢您的购买！订单发货后我们会通知您。",
    order_no: "订单号", total: "合计", view_order: "查看订单", shipped_subject: "您的订单已发货",
    tracking: "快递单号", track: "查看物流", help: "帮助中心", privacy: "隐私政策", terms: "服务条款", unsubscribe: "退订",
  },
  ko: {
    hello: "{name}님, 안녕하세요.", thanks: "감사합니다.\n{brand} 드림",
    code_subject: "[{brand}] 이메일 인증번호 안내", code_lead: "아래 인증번호를 입력하여 이메일 인증을 완료해 주세요.",
    code_label: "인증번호", code_expires: "인증번호는 {minutes}분 동안 유효합니다.",
    code_ignore: "본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.",
    verify_subject: "[{brand}] 이메일 주소를 인증해 주세요", verify_lead: "아래 버튼을 눌러 이메일 주소를 인증해 주세요.",
    verify_button: "이메일 인증하기", verify_paste: "버튼이 작동하지 않으면 아래 링크를 브라우저에 붙여 넣으세요.",
    reset_subject: "[{brand}] 비밀번호 재설정 안내", reset_lead: "{brand} 계정의 비밀번호 재설정 요청을 받았습니다.",
    reset_button: "비밀번호 재설정", reset_ignore: "요청하지 않으셨다면 이 메일을 무시해 주세요.",
    signin_subject: "[{brand}] 로그인 링크", signin_lead: "아래 버튼을 눌러 로그인하세요. 이 링크는 한 번만 사용할 수 있습니다.",
    signin_button: "로그인", invite_subject: "{brand}에 초대되었습니다",
    invite_lead: "{name}님이 {brand}에서 함께 일하도록 초대했습니다.", invite_button: "초대 수락",
    changed_subject: "[{brand}] 비밀번호가 변경되었습니다", changed_lead: "2025년 3월 3일 14:32에 {brand} 계정의 비밀번호가 변경되었습니다.",
    changed_action: "본인이 아니라면 즉시 비밀번호를 재설정하세요", alert_subject: "[{brand}] 새로운 기기에서 로그인",
    alert_lead: "서울 근처의 Windows Chrome에서 새 로그인이 감지되었습니다.",
    alert_action: "활동 확인", order_subject: "[{brand}] 주문 확인 ({order})", order_lead: "주문해 주셔서 감사합니다. 발송되면 알려 드리겠습니다.",
    order_no: "주문번호", total: "합계", view_order: "주문 상세 보기", shipped_subject: "[{brand}] 상품이 발송되었습니다",
    tracking: "운송장 번호", track: "배송 조회", help: "고객센터", privacy: "개인정보처리방침", terms: "이용약관", unsubscribe: "수신거부",
  },
  ar: {
    hello: "مرحبًا {name}،", thanks: "شكرًا لك،\nفريق {brand}",
    code_subject: "رمز التحقق الخاص بك في {brand}", code_lead: "استخدم الرمز التالي لتأكيد عنوان بريدك الإلكتروني:",
    code_label: "رمز التحقق", code_expires: "تنتهي صلاحية هذا الرمز خلال {minutes} دقائق.",
    code_ignore: "إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
    verify_subject: "تأكيد عنوان بريدك الإلكتروني", verify_lead: "يرجى تأكيد عنوان بريدك الإلكتروني بالنقر على الزر أدناه.",
    verify_button: "تأكيد البريد الإلكتروني", verify_paste: "أو انسخ هذا الرابط والصقه في المتصفح:",
    reset_subject: "إعادة تعيين كلمة المرور", reset_lead: "تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك في {brand}.",
    reset_button: "إعادة تعيين كلمة المرور", reset_ignore: "إذا لم تطلب ذلك، فلا داعي لاتخاذ أي إجراء.",
    signin_subject: "تسجيل الدخول إلى {brand}", signin_lead: "انقر على الزر أدناه لتسجيل الدخول. يمكن استخدام الرابط مرة واحدة فقط.",
    signin_button: "تسجيل الدخول", invite_subject: "تمت دعوتك للانضمام إلى {brand}",
    invite_lead: "دعاك {name} للتعاون في {brand}.", invite_button: "قبول الدعوة",
    changed_subject: "تم تغيير كلمة المرور", changed_lead: "تم تغيير كلمة مرور حسابك في {brand} بتاريخ 3 مارس 2025 الساعة 14:32.",
    changed_action: "إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا", alert_subject: "تسجيل دخول جديد إلى حسابك في {brand}",
    alert_lead: "لاحظنا تسجيل دخول جديد من Chrome على Windows بالقرب من دبي.",
    alert_action: "مراجعة النشاط", order_subject: "تأكيد الطلب رقم {order}", order_lead: "شكرًا لطلبك! سنخبرك عند شحنه.",
    order_no: "رقم الطلب", total: "الإجمالي", view_order: "عرض الطلب", shipped_subject: "تم شحن طلبك",
    tracking: "رقم التتبع", track: "تتبع الشحنة", help: "المساعدة", privacy: "الخصوصية", terms: "الشروط", unsubscribe: "إلغاء الاشتراك",
  },
  tr: {
    hello: "Merhaba {name},", thanks: "Teşekkürler,\n{brand} Ekibi",
    code_subject: "{brand} doğrulama kodunuz", code_lead: "E-posta adresinizi doğrulamak için aşağıdaki kodu kullanın:",
    code_label: "Doğrulama kodu", code_expires: "Bu kod {minutes} dakika geçerlidir.",
    code_ignore: "Bu kodu siz istemediyseniz bu e-postayı dikkate almayın.",
    verify_subject: "E-posta adresinizi doğrulayın", verify_lead: "Lütfen aşağıdaki düğmeye tıklayarak e-posta adresinizi doğrulayın.",
    verify_button: "E-postamı doğrula", verify_paste: "Veya bu bağlantıyı tarayıcınıza yapıştırın:",
    reset_subject: "Şifrenizi sıfırlayın", reset_lead: "{brand} hesabınızın şifresini sıfırlama talebi aldık.",
    reset_button: "Şifreyi sıfırla", reset_ignore: "Bu talebi siz yapmadıysanız herhangi bir işlem yapmanıza gerek yok.",
    signin_subject: "{brand} hesabınıza giriş yapın", signin_lead: "Giriş yapmak için aşağıdaki düğmeye tıklayın. Bağlantı yalnızca bir kez kullanılabilir.",
    signin_button: "Giriş yap", invite_subject: "{brand} ekibine davet edildiniz",
    invite_lead: "{name} sizi {brand} üzerinde birlikte çalışmaya davet etti.", invite_button: "Daveti kabul et",
    changed_subject: "Şifreniz değiştirildi", changed_lead: "{brand} hesabınızın şifresi 3 Mart 2025 saat 14:32'de değiştirildi.",
    changed_action: "Bu işlemi siz yapmadıysanız şifrenizi hemen sıfırlayın", alert_subject: "{brand} hesabınızda yeni oturum açıldı",
    alert_lead: "İstanbul yakınlarında Windows üzerinde Chrome ile yeni bir oturum açıldığını fark ettik.",
    alert_action: "Etkinliği incele", order_subject: "{order} numaralı siparişiniz alındı", order_lead: "Siparişiniz için teşekkürler! Kargoya verildiğinde size haber vereceğiz.",
    order_no: "Sipariş numarası", total: "Toplam", view_order: "Siparişi görüntüle", shipped_subject: "Siparişiniz kargoya verildi",
    tracking: "Kargo takip numarası", track: "Kargoyu takip et", help: "Yardım", privacy: "Gizlilik", terms: "Koşullar", unsubscribe: "Abonelikten çık",
  },
};

/** A phrase with its placeholders filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => key in values ? String(values[key]) : whole);
}

/** Text direction of a language. */
export function dir(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}
