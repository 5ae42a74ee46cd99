/**
 * The inbox of a retired British couple in a town near Valencia over two months: Spanish and regional
 * e-services, UK pension and bank, utilities, their owners' association, insurers, travel, clubs and neighbours.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO_G = "Graham Whitcombe <graham.whitcombe@correu-mail.es>";
const TO_P = "Pauline Whitcombe <pauline.whitcombe@correu-mail.es>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (month 1–12). */
function d(month: number, day: number, hm: string, zone = "+0200"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${day} ${MONTHS[month - 1]} 2026 ${hm}:${
    String((day * 7 + month * 13) % 60).padStart(2, "0")
  } ${zone}`;
}

/** The plain page wrapper most Spanish public bodies send: a grey band, a white centred table. */
function sede(brand: string, colour: string, body: string, foot: string): string {
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${brand}</title></head>
<body style="margin:0;padding:0;background:#eeeeee;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eeeeee"><tr><td align="center" style="padding:18px 8px">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:6px solid ${colour}">
<tr><td style="padding:18px 28px;border-bottom:1px solid #dddddd;font-size:18px;font-weight:bold;color:${colour}">${brand}</td></tr>
<tr><td style="padding:22px 28px;font-size:14px;line-height:21px">
${body}
</td></tr>
<tr><td style="padding:14px 28px;background:#f6f6f6;font-size:11px;line-height:16px;color:#777">${foot}</td></tr>
</table></td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ tax agency (invented): Sede Tributia
  {
    family: "sede-tributia",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "KQ7M",
    code_digits: "KQ7M",
    link: null,
    from: "Tributia - Sede Electrónica <no-responder@notifica.tributia-sede.es>",
    to: TO_G,
    subject: "Código de acceso a la Sede Electrónica",
    date: d(9, 2, "09:41"),
    enc: "qp",
    text: `Tributia – Agencia de Gestión Tributaria

Ha solicitado acceder a la Sede Electrónica con el sistema Clave Ágil.

NIE: X-•••••412-T
Código de acceso: KQ7M

Introduzca este código en la pantalla de acceso antes de las 09:51 h. Si cierra la ventana deberá solicitar uno nuevo.
Nunca le pediremos este código por teléfono.

Si no ha realizado esta solicitud, no haga nada: el código caducará automáticamente.

Información tributaria: 901 33 55 33 / 91 554 87 70
Sede Electrónica: https://sede.tributia-sede.es
`,
    html: sede(
      "Tributia · Sede Electrónica",
      "#8a1538",
      `<p>Ha solicitado acceder a la Sede Electrónica con el sistema <b>Clave Ágil</b>.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px">
<tr><td style="color:#666">NIE</td><td>X-•••••412-T</td></tr>
<tr><td style="color:#666">Código de acceso</td><td style="font-family:Courier New,monospace;font-size:22px;font-weight:bold;letter-spacing:4px">KQ7M</td></tr>
<tr><td style="color:#666">Válido hasta</td><td>02/09/2026 09:51 h</td></tr>
</table>
<p>Introduzca este código en la pantalla de acceso. Si cierra la ventana deberá solicitar uno nuevo. Nunca le pediremos este código por teléfono.</p>
<p style="color:#666">Si no ha realizado esta solicitud, no haga nada: el código caducará automáticamente.</p>`,
      `Información tributaria: 901 33 55 33 / 91 554 87 70 · <a href="https://sede.tributia-sede.es" style="color:#8a1538">sede.tributia-sede.es</a><br>Mensaje generado automáticamente. No responda a este correo.`,
    ),
  },
  {
    family: "sede-tributia",
    group: "regional",
    lang: "es",
    kind: "notification-notice",
    code: null,
    link: null,
    from: "Tributia - Notificaciones <avisos@notifica.tributia-sede.es>",
    to: TO_G,
    subject: "Aviso: tiene una notificación pendiente en su Dirección Electrónica Habilitada",
    date: d(9, 14, "07:05"),
    text: `Estimado/a contribuyente:

Le informamos de que se ha puesto a su disposición una notificación electrónica.

Titular: WHITCOMBE GRAHAM ROBERT
Procedimiento: Comprobación de datos – IRPF ejercicio 2025
Referencia: 2026GRC84410073Q
Fecha de puesta a disposición: 14/09/2026

Dispone de 10 días naturales para acceder a su contenido. Transcurrido dicho plazo, la notificación se entenderá practicada (art. 43 Ley 39/2015).

Puede consultarla en la Sede Electrónica, apartado "Mis notificaciones":
https://sede.tributia-sede.es/notificaciones

Este aviso es meramente informativo y su falta de recepción no impide que la notificación se considere plenamente válida.
`,
    html: sede(
      "Tributia · Notificaciones electrónicas",
      "#8a1538",
      `<p>Estimado/a contribuyente:</p>
<p>Le informamos de que se ha puesto a su disposición una notificación electrónica.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dddddd;font-size:13px">
<tr><td bgcolor="#f3f3f3">Titular</td><td>WHITCOMBE GRAHAM ROBERT</td></tr>
<tr><td bgcolor="#f3f3f3">Procedimiento</td><td>Comprobación de datos – IRPF ejercicio 2025</td></tr>
<tr><td bgcolor="#f3f3f3">Referencia</td><td>2026GRC84410073Q</td></tr>
<tr><td bgcolor="#f3f3f3">Puesta a disposición</td><td>14/09/2026</td></tr>
</table>
<p>Dispone de <b>10 días naturales</b> para acceder a su contenido. Transcurrido dicho plazo, la notificación se entenderá practicada (art. 43 Ley 39/2015).</p>
<p>Puede consultarla en la Sede Electrónica, apartado <a href="https://sede.tributia-sede.es/notificaciones" style="color:#8a1538">Mis notificaciones</a>.</p>
<p style="font-size:12px;color:#777">Este aviso es meramente informativo y su falta de recepción no impide que la notificación se considere plenamente válida.</p>`,
      `Tributia – Agencia de Gestión Tributaria · C/ Infanta Mercedes 37, 28020 Madrid`,
    ),
  },
  {
    family: "sede-tributia",
    group: "regional",
    lang: "es",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Tributia <no-responder@notifica.tributia-sede.es>",
    to: TO_P,
    subject: "Justificante de presentación - Modelo 720",
    date: d(10, 6, "18:22"),
    text: `Justificante de presentación

Se ha presentado correctamente la declaración.

Modelo: 720 – Declaración informativa sobre bienes y derechos situados en el extranjero
Ejercicio: 2025
Declarante: X5588412T WHITCOMBE PAULINE ANNE
Número de justificante: 7205588412031
Código Seguro de Verificación (CSV): 9H4KXJ2PLQ7ZB3RD
Fecha y hora: 06/10/2026 18:21:47

Conserve este correo y el PDF adjunto. El CSV permite comprobar la autenticidad del documento en la Sede Electrónica.
`,
    html: null,
    attachment: [
      "justificante_720_2025.pdf",
      "application/pdf",
      "%PDF-1.4\n% justificante modelo 720 ejercicio 2025\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ town hall (Valencian)
  {
    family: "ajuntament-montsalva",
    group: "regional",
    lang: "ca",
    kind: "verify-link",
    code: null,
    link: "https://seu.montsalva.es/carpeta/confirmar-correu?token=e7Q2rWk9LmPz41sTf0aB",
    from: "Seu electrònica - Ajuntament de Montsalva <seu@montsalva.es>",
    to: TO_P,
    subject: "Confirmeu la vostra adreça de correu electrònic",
    date: d(9, 3, "11:17"),
    enc: "qp",
    text: `AJUNTAMENT DE MONTSALVA
Carpeta ciutadana

Benvolguda Pauline Whitcombe,

Heu indicat aquesta adreça per rebre els avisos de la Carpeta ciutadana (padró, tributs i cita prèvia).
Per activar-la, obriu l'enllaç següent en les pròximes 48 hores:

https://seu.montsalva.es/carpeta/confirmar-correu?token=e7Q2rWk9LmPz41sTf0aB

Si no heu fet aquesta sol·licitud, ignoreu aquest missatge.

Oficina d'Atenció a la Ciutadania (OAC)
Plaça Major, 1 · 46530 Montsalva (València)
Tel. 96 142 03 00 · De dilluns a divendres, de 9 a 14 h
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333;background:#fff">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8dc">
<tr><td style="background:#004b87;padding:12px 20px"><img src="https://seu.montsalva.es/img/escut-blanc.png" width="40" height="48" alt="Escut de Montsalva" style="vertical-align:middle"> <span style="color:#fff;font-size:16px;font-weight:bold;vertical-align:middle">Ajuntament de Montsalva</span></td></tr>
<tr><td style="padding:20px">
<h2 style="font-size:17px;color:#004b87;margin:0 0 12px">Carpeta ciutadana</h2>
<p>Benvolguda Pauline Whitcombe,</p>
<p>Heu indicat aquesta adreça per rebre els avisos de la Carpeta ciutadana (padró, tributs i cita prèvia). Per activar-la, premeu el botó en les pròximes 48 hores:</p>
<p style="text-align:center;margin:24px 0"><a href="https://seu.montsalva.es/carpeta/confirmar-correu?token=e7Q2rWk9LmPz41sTf0aB" style="background:#004b87;color:#fff;text-decoration:none;padding:11px 26px;border-radius:3px;font-weight:bold">Confirmar l'adreça</a></p>
<p style="font-size:11px;color:#666">Si el botó no funciona, copieu aquest enllaç al navegador:<br>https://seu.montsalva.es/carpeta/confirmar-correu?token=e7Q2rWk9LmPz41sTf0aB</p>
<p>Si no heu fet aquesta sol·licitud, ignoreu aquest missatge.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#eceff1;font-size:11px;color:#555">Oficina d'Atenció a la Ciutadania (OAC) · Plaça Major, 1 · 46530 Montsalva (València)<br>Tel. 96 142 03 00 · De dilluns a divendres, de 9 a 14 h · <a href="https://seu.montsalva.es/privacitat">Protecció de dades</a></td></tr>
</table></body></html>`,
  },
  {
    family: "ajuntament-montsalva",
    group: "regional",
    lang: "ca",
    kind: "certificate-ready",
    code: null,
    link: null,
    from: "Seu electrònica - Ajuntament de Montsalva <seu@montsalva.es>",
    to: TO_G,
    subject: "Certificat d'empadronament - expedient 2026/PAD/004518",
    date: d(9, 10, "13:02"),
    enc: "8bit",
    text: `Benvolgut/uda,

Us adjuntem el certificat d'empadronament col·lectiu que vau sol·licitar el 08/09/2026.

Expedient: 2026/PAD/004518
Domicili: C/ dels Tarongers, 14, esc. 2, 3r 7a · 46530 Montsalva
Persones inscrites: 2

El document porta signatura electrònica i un codi segur de verificació (CSV) al peu de pàgina; és vàlid per a tràmits davant altres administracions durant tres mesos.

Atentament,
Servei de Població i Estadística
Ajuntament de Montsalva
`,
    html: null,
    attachment: [
      "certificat_padro_2026-PAD-004518.pdf",
      "application/pdf",
      "%PDF-1.5\n% certificat empadronament col·lectiu\n%%EOF\n",
    ],
  },
  {
    family: "ajuntament-montsalva",
    group: "regional",
    lang: "ca",
    kind: "tax-reminder",
    code: null,
    link: null,
    from: "Gestió Tributària Montsalva <tributs@montsalva.es>",
    to: TO_G,
    subject: "IBI 2026: càrrec del segon termini el 5 d'octubre",
    date: d(9, 25, "10:30"),
    enc: "b64",
    text: `Recordatori de domiciliació

Impost sobre Béns Immobles (IBI) 2026 – segon termini
Referència cadastral: 7841203YJ2774S0021QK
Import: 187,44 €
Data de càrrec: 05/10/2026
Compte: ES21 •••• •••• •••• •••• 3307

No cal que feu res. Si el rebut és retornat, podreu pagar-lo fins al 20/11/2026 sense recàrrec a la Seu electrònica o a qualsevol oficina de les entitats col·laboradores.

Consulteu el calendari fiscal: https://seu.montsalva.es/tributs/calendari-2026
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;max-width:580px;margin:auto;color:#263238">
<div style="background:#004b87;color:#fff;padding:10px 16px;font-weight:bold">Ajuntament de Montsalva · Gestió Tributària</div>
<div style="padding:16px;border:1px solid #cfd8dc;border-top:0">
<p style="font-size:16px;margin-top:0"><b>Recordatori de domiciliació</b></p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Concepte</td><td>IBI 2026 – segon termini</td></tr>
<tr><td>Referència cadastral</td><td>7841203YJ2774S0021QK</td></tr>
<tr><td>Import</td><td><b>187,44 €</b></td></tr>
<tr><td>Data de càrrec</td><td>05/10/2026</td></tr>
<tr><td>Compte</td><td>ES21 •••• •••• •••• •••• 3307</td></tr>
</table>
<p>No cal que feu res. Si el rebut és retornat, podreu pagar-lo fins al 20/11/2026 sense recàrrec a la Seu electrònica o a qualsevol entitat col·laboradora.</p>
<p><a href="https://seu.montsalva.es/tributs/calendari-2026">Calendari fiscal 2026</a> · <a href="https://seu.montsalva.es/tributs">Tributs</a></p>
</div></div>`,
  },

  // ------------------------------------------------------------ regional health app
  {
    family: "salut-llevant",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Salut Llevant <noreply@app.salutllevant.es>",
    to: TO_P,
    subject: "604218 es tu código de verificación de Salut Llevant",
    date: d(9, 5, "08:12"),
    text: `Hola,

Tu código para iniciar sesión en la app Salut Llevant es:

604218

Caduca en 5 minutos. No lo compartas con nadie: el personal sanitario nunca te lo pedirá.

Servicio de Salud de Llevant
`,
    html:
      `<!doctype html><html><head><meta charset="utf-8"><style>@media(max-width:480px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#f1f7f5">
<div style="display:none;max-height:0;overflow:hidden">Tu código caduca en 5 minutos.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table class="w" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<tr><td style="padding:24px 28px 8px"><img src="https://app.salutllevant.es/mail/logo-sl.png" alt="Salut Llevant" width="150" height="34"></td></tr>
<tr><td style="padding:8px 28px;font-size:15px;color:#20302b">Hola,<br><br>Tu código para iniciar sesión en la app es:</td></tr>
<tr><td align="center" style="padding:14px 28px">
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:38px;height:48px;background:#e3f1ec;border-radius:6px;font-size:26px;font-weight:700;color:#0b6e4f;text-align:center">6</td>
<td style="width:38px;height:48px;background:#e3f1ec;border-radius:6px;font-size:26px;font-weight:700;color:#0b6e4f;text-align:center">0</td>
<td style="width:38px;height:48px;background:#e3f1ec;border-radius:6px;font-size:26px;font-weight:700;color:#0b6e4f;text-align:center">4</td>
<td style="width:38px;height:48px;background:#e3f1ec;border-radius:6px;font-size:26px;font-weight:700;color:#0b6e4f;text-align:center">2</td>
<td style="width:38px;height:48px;background:#e3f1ec;border-radius:6px;font-size:26px;font-weight:700;color:#0b6e4f;text-align:center">1</td>
<td style="width:38px;height:48px;background:#e3f1ec;border-radius:6px;font-size:26px;font-weight:700;color:#0b6e4f;text-align:center">8</td>
</tr></table></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:13px;color:#5b6b66">Caduca en 5 minutos. No lo compartas con nadie: el personal sanitario nunca te lo pedirá.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e6ecea;font-size:11px;color:#8a9994">Servicio de Salud de Llevant · <a href="https://www.salutllevant.es/privacidad" style="color:#8a9994">Privacidad</a> · <a href="https://www.salutllevant.es/ayuda" style="color:#8a9994">Ayuda</a><br>
<a href="https://apps.apple.example/app/salut-llevant/id1488201"><img src="https://app.salutllevant.es/mail/appstore.png" alt="Descárgala en el App Store" height="30"></a> <a href="https://play.google.example/store/apps/details?id=es.salutllevant.app"><img src="https://app.salutllevant.es/mail/googleplay.png" alt="Disponible en Google Play" height="30"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "salut-llevant",
    group: "regional",
    lang: "ca",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Salut Llevant - Cita prèvia <citaprevia@salutllevant.es>",
    to: TO_G,
    subject: "Recordatori de cita: Centre de Salut Montsalva, dijous 17/09 a les 10:40",
    date: d(9, 15, "17:00"),
    enc: "qp",
    text: `Recordatori de cita

Pacient: GRAHAM R. WHITCOMBE · SIP 0418•••72
Dijous 17/09/2026, 10:40 h
Infermeria – Consulta 4
Centre de Salut Montsalva, Av. de la Pau, 22

Porteu la targeta SIP i la llista de medicaments que preneu.
Si no podeu venir, anul·leu la cita des de l'app o al 961 42 18 80 perquè la puga aprofitar una altra persona.

Servei de Salut de Llevant
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;background:#f1f7f5"><tr><td align="center" style="padding:20px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-left:5px solid #0b6e4f">
<tr><td style="padding:18px 24px;font-size:18px;color:#0b6e4f;font-weight:bold">Recordatori de cita</td></tr>
<tr><td style="padding:0 24px 18px;font-size:14px;color:#333;line-height:22px">
Pacient: GRAHAM R. WHITCOMBE · SIP 0418•••72<br>
<b style="font-size:16px">Dijous 17/09/2026, 10:40 h</b><br>
Infermeria – Consulta 4<br>
Centre de Salut Montsalva, Av. de la Pau, 22<br><br>
Porteu la targeta SIP i la llista de medicaments que preneu.<br>
Si no podeu venir, anul·leu la cita des de l'app o al <a href="tel:+34961421880">961 42 18 80</a> perquè la puga aprofitar una altra persona.
</td></tr>
<tr><td style="padding:10px 24px;font-size:11px;color:#888;background:#fafafa">Servei de Salut de Llevant · <a href="https://www.salutllevant.es">www.salutllevant.es</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "salut-llevant",
    group: "regional",
    lang: "es",
    kind: "prescription-notice",
    code: null,
    link: null,
    from: "Salut Llevant <noreply@app.salutllevant.es>",
    to: TO_P,
    subject: "Nueva prescripción en tu receta electrónica",
    date: d(10, 1, "12:48"),
    enc: "b64",
    text: `Hola Pauline:

Tu médico ha añadido un tratamiento a tu receta electrónica. Puedes retirarlo en cualquier farmacia de la Comunitat presentando tu tarjeta SIP.

Medicamento: Omeprazol 20 mg, 28 cápsulas
Pauta: 1 cápsula al día, en ayunas
Próxima dispensación disponible: 01/10/2026
Aportación estimada: 0,00 € (TSI 002)

Consulta el plan completo en la app, sección "Mi medicación".

Servicio de Salud de Llevant
`,
    html:
      `<div style="background:#f1f7f5;padding:20px 0"><div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;font-family:Roboto,Arial,sans-serif;color:#20302b">
<div style="padding:20px 24px 0"><img src="https://app.salutllevant.es/mail/logo-sl.png" alt="Salut Llevant" width="140"></div>
<div style="padding:16px 24px;font-size:14px;line-height:21px">
<p>Hola Pauline:</p>
<p>Tu médico ha añadido un tratamiento a tu receta electrónica. Puedes retirarlo en cualquier farmacia de la Comunitat presentando tu tarjeta SIP.</p>
<div style="background:#e3f1ec;border-radius:6px;padding:12px 16px">
<b>Omeprazol 20 mg, 28 cápsulas</b><br>1 cápsula al día, en ayunas<br>Próxima dispensación: 01/10/2026<br>Aportación estimada: 0,00 € (TSI 002)</div>
<p>Consulta el plan completo en la app, sección «Mi medicación».</p>
</div>
<div style="padding:12px 24px;font-size:11px;color:#8a9994;border-top:1px solid #e6ecea">Servicio de Salud de Llevant · <a href="https://www.salutllevant.es/privacidad" style="color:#8a9994">Privacidad</a></div>
</div></div>`,
  },

  // ------------------------------------------------------------ UK pension (invented): Penmoor Pensions
  {
    family: "penmoor-pensions",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://links.penmoorpensions.co.uk/ls/click?upn=u001.Hq8vR2xk-2FpL0c9ZtWy7m&e=ver_email&id=PM4471902",
    from: "Penmoor Pensions <online@penmoorpensions.co.uk>",
    to: TO_G,
    subject: "Please confirm your new email address",
    date: d(9, 4, "16:33", "+0100"),
    enc: "qp",
    text: `Dear Mr Whitcombe,

You recently asked us to change the email address on your Penmoor Pensions online account (member number ending 1902).

To finish the change, please confirm this address by visiting the link below within 7 days:
https://links.penmoorpensions.co.uk/ls/click?upn=u001.Hq8vR2xk-2FpL0c9ZtWy7m&e=ver_email&id=PM4471902

Until you do, we will keep sending messages to your previous address.

If you didn't ask for this, please call us on +44 (0)330 124 6610 (Monday to Friday, 8.30am to 5.30pm UK time).

Kind regards,
Member Services
Penmoor Pensions, PO Box 7781, Darlington DL1 9XS

Penmoor Pensions Limited is authorised and regulated by the Financial Conduct Authority. Registered in England No. 04418820.
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Confirm your email</title></head>
<body style="margin:0;background:#f4f2ee">
<span style="display:none!important;font-size:1px;color:#f4f2ee">One more step to update your contact details.</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f2ee"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Georgia,'Times New Roman',serif;color:#2b2b2b">
<tr><td style="padding:26px 36px;background:#23395b"><img src="https://links.penmoorpensions.co.uk/img/penmoor-logo-white.png" alt="Penmoor Pensions" width="170" height="38" style="display:block"></td></tr>
<tr><td style="padding:30px 36px 10px;font-size:16px;line-height:25px">
<p style="margin:0 0 14px">Dear Mr Whitcombe,</p>
<p style="margin:0 0 14px">You recently asked us to change the email address on your Penmoor Pensions online account (member number ending 1902).</p>
<p style="margin:0 0 14px">To finish the change, please confirm this address within 7 days.</p>
</td></tr>
<tr><td style="padding:6px 36px 24px"><table cellpadding="0" cellspacing="0"><tr><td bgcolor="#c8553d" style="border-radius:2px"><a href="https://links.penmoorpensions.co.uk/ls/click?upn=u001.Hq8vR2xk-2FpL0c9ZtWy7m&amp;e=ver_email&amp;id=PM4471902" style="display:inline-block;padding:13px 30px;font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold">Confirm my email address</a></td></tr></table></td></tr>
<tr><td style="padding:0 36px 26px;font-size:15px;line-height:23px">
<p style="margin:0 0 14px">Until you do, we will keep sending messages to your previous address.</p>
<p style="margin:0 0 14px">If you didn't ask for this, please call us on +44 (0)330 124 6610 (Monday to Friday, 8.30am to 5.30pm UK time).</p>
<p style="margin:0">Kind regards,<br>Member Services</p></td></tr>
<tr><td style="padding:18px 36px;background:#ebe7df;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#666">
Penmoor Pensions, PO Box 7781, Darlington DL1 9XS<br>
Penmoor Pensions Limited is authorised and regulated by the Financial Conduct Authority. Registered in England No. 04418820.<br>
<a href="https://www.penmoorpensions.co.uk/privacy" style="color:#23395b">Privacy notice</a> | <a href="https://www.penmoorpensions.co.uk/security" style="color:#23395b">Staying safe online</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "penmoor-pensions",
    group: "consumer",
    lang: "en",
    kind: "statement-notice",
    code: null,
    link: null,
    from: "Penmoor Pensions <online@penmoorpensions.co.uk>",
    to: TO_G,
    subject: "Your pension payment advice for October 2026",
    date: d(10, 20, "06:15", "+0100"),
    text: `Dear Mr Whitcombe,

Your October payment advice is now in your online account.

Gross monthly pension: GBP 1,642.18
Tax deducted (NT code, DT Spain): GBP 0.00
Net payment: GBP 1,642.18
Paid on: 28 October 2026 to account ending 3307 (EUR, converted by your bank)

Your annual increase will be applied from April 2027; we will write to you in March with the new amount.

Log in to see your payment history: https://www.penmoorpensions.co.uk/login

Member Services
Penmoor Pensions, PO Box 7781, Darlington DL1 9XS
`,
    html:
      `<html><body style="margin:0;background:#f4f2ee"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#2b2b2b">
<tr><td style="padding:22px 36px;background:#23395b"><img src="https://links.penmoorpensions.co.uk/img/penmoor-logo-white.png" alt="Penmoor Pensions" width="170"></td></tr>
<tr><td style="padding:26px 36px;font-size:15px;line-height:23px">Dear Mr Whitcombe,<br><br>Your October payment advice is now in your online account.<br><br>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border-top:1px solid #ddd">
<tr><td style="border-bottom:1px solid #eee">Gross monthly pension</td><td align="right" style="border-bottom:1px solid #eee">£1,642.18</td></tr>
<tr><td style="border-bottom:1px solid #eee">Tax deducted (NT code, DT Spain)</td><td align="right" style="border-bottom:1px solid #eee">£0.00</td></tr>
<tr><td><b>Net payment</b></td><td align="right"><b>£1,642.18</b></td></tr></table><br>
Paid on 28 October 2026 to account ending 3307.<br><br>
Your annual increase will be applied from April 2027; we will write to you in March with the new amount.<br><br>
<a href="https://www.penmoorpensions.co.uk/login" style="color:#c8553d">Log in to see your payment history</a></td></tr>
<tr><td style="padding:16px 36px;background:#ebe7df;font-family:Arial,sans-serif;font-size:11px;color:#666">Penmoor Pensions, PO Box 7781, Darlington DL1 9XS · <a href="https://www.penmoorpensions.co.uk/privacy">Privacy notice</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "penmoor-pensions",
    group: "consumer",
    lang: "en",
    kind: "life-certificate-notice",
    code: null,
    link: null,
    from: "Penmoor Pensions Overseas Team <overseas@penmoorpensions.co.uk>",
    to: TO_G,
    subject: "Life certificate received - thank you",
    date: d(10, 27, "11:02", "+0000"),
    text: `Dear Mr Whitcombe,

Thank you for returning your life certificate, witnessed on 9 October 2026 at the notaría in Montsalva. We have checked it and your pension will continue to be paid as normal.

Reference: LC/26/0091837

We send these forms every two years to members who live outside the UK. Your next one is due in autumn 2028.

Yours sincerely,
Overseas Payments Team
Penmoor Pensions
`,
    html: null,
  },

  // ------------------------------------------------------------ UK bank (invented): Ledwell Bank
  {
    family: "ledwell-bank",
    group: "consumer",
    lang: "en",
    kind: "payment-code",
    code: "39158274",
    link: null,
    from: "Ledwell Bank <alerts@secure.ledwellbank.co.uk>",
    to: TO_P,
    subject: "Your one-time passcode",
    date: d(9, 8, "20:04", "+0100"),
    text: `Ledwell Bank

Your one-time passcode is 3915 8274

Use it to approve the international payment of EUR 1,200.00 to C.P. RESIDENCIAL ELS TARONGERS from your Current Account ending 5561.

Never share this passcode, even with someone who says they're from Ledwell Bank. We'll never ask for it over the phone.

If you didn't try to make this payment, call us straight away on +44 345 601 2290.
`,
    html: `<html><body style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 0;border-bottom:3px solid #006a4d"><img src="https://secure.ledwellbank.co.uk/email/lw-logo.png" alt="Ledwell Bank" width="132" height="30"></td></tr>
<tr><td style="padding:26px 0 6px;font-size:15px;color:#222">Your one-time passcode is</td></tr>
<tr><td style="padding:0 0 18px;font-size:34px;font-weight:bold;color:#006a4d;letter-spacing:2px">3915 8274</td></tr>
<tr><td style="font-size:15px;line-height:22px;color:#222">Use it to approve the international payment of <b>EUR 1,200.00</b> to <b>C.P. RESIDENCIAL ELS TARONGERS</b> from your Current Account ending 5561.</td></tr>
<tr><td style="padding:18px 0;font-size:15px;line-height:22px;color:#222"><b>Never share this passcode</b>, even with someone who says they're from Ledwell Bank. We'll never ask for it over the phone.</td></tr>
<tr><td style="font-size:13px;color:#555;padding-bottom:20px">If you didn't try to make this payment, call us straight away on +44 345 601 2290.</td></tr>
<tr><td style="border-top:1px solid #ddd;padding:14px 0;font-size:11px;color:#888">Ledwell Bank plc. Registered office: 14 Cornhill Row, Leeds LS1 4AP. Registered in England and Wales no. 00881203.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ledwell-bank",
    group: "consumer",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Ledwell Bank <alerts@secure.ledwellbank.co.uk>",
    to: TO_P,
    subject: "New device registered for Mobile Banking",
    date: d(9, 21, "09:57", "+0100"),
    enc: "qp",
    text: `Hi Pauline,

You've registered a new device for Ledwell Mobile Banking.

Device: Samsung Galaxy A35
Location (approx.): Valencia, Spain
When: 21 September 2026, 08:55 (UK time)

If this was you, there's nothing more to do.

If it wasn't, please call us immediately on +44 345 601 2290 or review your devices here:
https://secure.ledwellbank.co.uk/security/devices

Ledwell Bank plc, 14 Cornhill Row, Leeds LS1 4AP
`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 0;border-bottom:3px solid #006a4d"><img src="https://secure.ledwellbank.co.uk/email/lw-logo.png" alt="Ledwell Bank" width="132"></td></tr>
<tr><td style="padding:24px 0 0;font-size:15px;line-height:22px">Hi Pauline,<br><br>You've registered a new device for Ledwell Mobile Banking.</td></tr>
<tr><td style="padding:14px 0"><table cellpadding="8" cellspacing="0" style="background:#f2f7f5;font-size:14px;width:100%">
<tr><td width="40%">Device</td><td>Samsung Galaxy A35</td></tr><tr><td>Location (approx.)</td><td>Valencia, Spain</td></tr><tr><td>When</td><td>21 September 2026, 08:55 (UK time)</td></tr></table></td></tr>
<tr><td style="font-size:15px;line-height:22px">If this was you, there's nothing more to do.<br><br>If it wasn't, call us immediately on +44 345 601 2290 or <a href="https://secure.ledwellbank.co.uk/security/devices" style="color:#006a4d">review your devices</a>.</td></tr>
<tr><td style="border-top:1px solid #ddd;margin-top:20px;padding:14px 0;font-size:11px;color:#888">Ledwell Bank plc, 14 Cornhill Row, Leeds LS1 4AP</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ Spanish bank (invented): Banco Azahar
  {
    family: "banco-azahar",
    group: "regional",
    lang: "es",
    kind: "signing-code",
    code: "731940",
    link: null,
    from: "Banco Azahar <avisos@bancoazahar.es>",
    to: TO_G,
    subject: "Firma de operación: código de confirmación",
    date: d(9, 9, "10:26"),
    enc: "b64",
    text: `Banco Azahar

Para firmar la operación introduce este código en la banca online:

731940

Operación: Transferencia SEPA
Importe: 340,00 €
Beneficiario: TALLERES VICENT I FILLS SL
Cuenta de cargo: ES21 •••• 3307

El código es válido durante 3 minutos. Banco Azahar nunca te pedirá este código por teléfono, SMS ni correo.

Banco Azahar, S.A. · C/ Colón, 61, 46004 Valencia · NIF A46112093
`,
    html: `<div style="font-family:Arial,sans-serif;background:#fff8ef;padding:24px 0">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0dcc0">
<tr><td style="padding:18px 26px;background:#f28c28"><span style="font-size:20px;color:#fff;font-weight:bold">Banco Azahar</span></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;color:#333">Para firmar la operación introduce este código en la banca online:</td></tr>
<tr><td align="center" style="padding:14px"><div style="display:inline-block;border:2px dashed #f28c28;padding:10px 26px;font-size:30px;font-weight:bold;color:#333;letter-spacing:6px">731940</div></td></tr>
<tr><td style="padding:8px 26px">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#444">
<tr><td>Operación</td><td align="right">Transferencia SEPA</td></tr>
<tr><td>Importe</td><td align="right"><b>340,00 €</b></td></tr>
<tr><td>Beneficiario</td><td align="right">TALLERES VICENT I FILLS SL</td></tr>
<tr><td>Cuenta de cargo</td><td align="right">ES21 •••• 3307</td></tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:12px;color:#777">El código es válido durante 3 minutos. Banco Azahar nunca te pedirá este código por teléfono, SMS ni correo.</td></tr>
<tr><td style="padding:12px 26px;background:#faf3ea;font-size:10px;color:#999">Banco Azahar, S.A. · C/ Colón, 61, 46004 Valencia · NIF A46112093 · <a href="https://www.bancoazahar.es/seguridad" style="color:#999">Seguridad</a></td></tr>
</table></div>`,
  },
  {
    family: "banco-azahar",
    group: "regional",
    lang: "es",
    kind: "direct-debit-notice",
    code: null,
    link: null,
    from: "Banco Azahar <avisos@bancoazahar.es>",
    to: TO_G,
    subject: "Aviso de adeudo: LLUMINA ENERGIA SL",
    date: d(9, 18, "05:44"),
    text: `Banco Azahar - Aviso de adeudo domiciliado

Se ha cargado un recibo en tu cuenta ES21 •••• 3307.

Emisor: LLUMINA ENERGIA SL
Concepto: FACTURA LUZ F26-0912774
Importe: 78,63 €
Fecha valor: 18/09/2026
Referencia del mandato: LLU-000418822

Si no reconoces este cargo puedes solicitar su devolución durante 8 semanas desde la app o en tu oficina.

Este es un mensaje automático, por favor no respondas.
`,
    html: null,
  },
  {
    family: "banco-azahar",
    group: "regional",
    lang: "en",
    kind: "confirm-change-link",
    code: null,
    link: "https://www.bancoazahar.es/particulares/verificar?t=Az-88f1c0e47b2d4a99&lang=en",
    from: "Banco Azahar <avisos@bancoazahar.es>",
    to: TO_P,
    subject: "Confirm the change of your contact email",
    date: d(10, 12, "13:15"),
    enc: "qp",
    text: `Banco Azahar

Hello Pauline,

We have received a request to change the email address linked to your online banking. To complete the change, confirm this new address:

https://www.bancoazahar.es/particulares/verificar?t=Az-88f1c0e47b2d4a99&lang=en

The link is valid for 24 hours. If you did not make this request, please call 963 05 44 00 (from abroad +34 963 05 44 00).

Banco Azahar, S.A. · C/ Colón, 61, 46004 Valencia
`,
    html: `<div style="font-family:Arial,sans-serif;background:#fff8ef;padding:24px 0">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0dcc0">
<tr><td style="padding:18px 26px;background:#f28c28"><span style="font-size:20px;color:#fff;font-weight:bold">Banco Azahar</span></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#333;line-height:22px">Hello Pauline,<br><br>We have received a request to change the email address linked to your online banking. To complete the change, confirm this new address.</td></tr>
<tr><td align="center" style="padding:4px 26px 20px"><a href="https://www.bancoazahar.es/particulares/verificar?t=Az-88f1c0e47b2d4a99&amp;lang=en" style="background:#333;color:#fff;padding:12px 28px;text-decoration:none;border-radius:22px;font-weight:bold">Confirm email</a></td></tr>
<tr><td style="padding:0 26px 20px;font-size:13px;color:#666">The link is valid for 24 hours. If you did not make this request, please call 963 05 44 00 (from abroad +34 963 05 44 00).</td></tr>
<tr><td style="padding:12px 26px;background:#faf3ea;font-size:10px;color:#999">Banco Azahar, S.A. · C/ Colón, 61, 46004 Valencia · NIF A46112093 · <a href="https://www.bancoazahar.es/privacidad" style="color:#999">Privacy</a> · <a href="https://www.bancoazahar.es/seguridad" style="color:#999">Security</a></td></tr>
</table></div>`,
  },

  // ------------------------------------------------------------ S1 health-cover office (invented)
  {
    family: "brisley-overseas-healthcare",
    group: "consumer",
    lang: "en",
    kind: "email-code",
    code: "BH-552817",
    code_digits: "552817",
    link: null,
    from: "Brisley House Overseas Healthcare <no-reply@brisleyhouse-ohs.org.uk>",
    to: TO_G,
    subject: "Your security code for the S1 online service",
    date: d(9, 11, "14:40", "+0100"),
    text: `Brisley House Overseas Healthcare Service

Your security code is: BH-552817

Enter the 6 numbers after "BH-" on the screen where you're signing in to the S1 online service. The code runs out in 15 minutes.

You can use the service to report a change of address, tell us about a new dependant or ask for a replacement S1 form.

Helpline: +44 191 218 1999 (Monday to Friday, 8am to 6pm UK time)
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b0c0c;padding:12px 20px;color:#fff;font-weight:bold;font-size:19px">Brisley House Overseas Healthcare Service</td></tr>
<tr><td style="padding:4px 0;background:#1d70b8"></td></tr>
<tr><td style="padding:24px 20px;max-width:580px">
<p>Your security code is:</p>
<p style="font-size:28px;font-weight:bold;border-left:10px solid #b1b4b6;padding:10px 16px">BH-552817</p>
<p>Enter the 6 numbers after "BH-" on the screen where you're signing in to the S1 online service. The code runs out in 15 minutes.</p>
<p>You can use the service to report a change of address, tell us about a new dependant or ask for a replacement S1 form.</p>
<p style="font-size:14px">Helpline: +44 191 218 1999 (Monday to Friday, 8am to 6pm UK time)</p>
</td></tr></table></body></html>`,
  },
  {
    family: "brisley-overseas-healthcare",
    group: "consumer",
    lang: "en",
    kind: "registration-notice",
    code: null,
    link: null,
    from: "Brisley House Overseas Healthcare <no-reply@brisleyhouse-ohs.org.uk>",
    to: TO_P,
    subject: "Your S1 registration has been updated",
    date: d(10, 2, "10:05", "+0100"),
    enc: "qp",
    text: `Dear Mrs Whitcombe,

We've updated your S1 registration with your new address in Spain:

C/ dels Tarongers 14, esc. 2, 3-7, 46530 Montsalva, Valencia

Our reference: S1/ES/2026/0418830
Competent state: United Kingdom
Valid from: 01/10/2026

We have sent the updated form to the Spanish social security office (INSS). You don't need to do anything. If your local health centre asks for proof, show them the letter attached.

Brisley House Overseas Healthcare Service
Brisley House, Quayside, Newcastle upon Tyne NE1 3DX
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b0c0c;padding:12px 20px;color:#fff;font-weight:bold;font-size:19px">Brisley House Overseas Healthcare Service</td></tr>
<tr><td style="padding:4px 0;background:#1d70b8"></td></tr>
<tr><td style="padding:24px 20px">
<p>Dear Mrs Whitcombe,</p>
<p>We've updated your S1 registration with your new address in Spain:</p>
<p style="border-left:10px solid #b1b4b6;padding:6px 16px">C/ dels Tarongers 14, esc. 2, 3-7<br>46530 Montsalva, Valencia</p>
<p>Our reference: S1/ES/2026/0418830<br>Competent state: United Kingdom<br>Valid from: 01/10/2026</p>
<p>We have sent the updated form to the Spanish social security office (INSS). You don't need to do anything. If your local health centre asks for proof, show them the letter attached.</p>
<p style="font-size:14px;color:#505a5f">Brisley House Overseas Healthcare Service<br>Brisley House, Quayside, Newcastle upon Tyne NE1 3DX</p>
</td></tr></table></body></html>`,
    attachment: [
      "S1_confirmation_letter_0418830.pdf",
      "application/pdf",
      "%PDF-1.4\n% S1 registration letter\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ electricity (invented): Llumina Energia
  {
    family: "llumina-energia",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Llumina Energia <facturas@llumina-energia.es>",
    to: TO_G,
    subject: "Tu factura de luz de agosto ya está disponible",
    date: d(9, 12, "07:30"),
    enc: "qp",
    text: `Hola Graham,

Ya tienes disponible tu factura de luz.

Nº de factura: F26-0912774
Periodo: 08/08/2026 - 07/09/2026 (31 días)
Consumo: 214 kWh (punta 61 · llano 58 · valle 95)
Potencia contratada: 3,45 kW
Importe total: 78,63 €
Cargo en cuenta: 18/09/2026 (ES21 •••• 3307)
CUPS: ES0021000018•••••••RK0F

Descárgala en tu Área Cliente: https://clientes.llumina-energia.es/facturas

Consejo del mes: en septiembre el aire acondicionado todavía supone el 40 % de tu consumo. Programarlo a 26 °C puede ahorrarte hasta 9 € al mes.

Llumina Energia SL · Av. del Port, 212, 46023 València · Atención al cliente 960 11 72 72
Averías: 900 76 00 76 (24 h)
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f7f2">
<div style="display:none">Factura F26-0912774 · 78,63 € · cargo el 18/09</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#2d2d2d">
<tr><td style="padding:18px 30px;background:#1f2a44"><img src="https://clientes.llumina-energia.es/mail/llumina-logo.png" alt="Llumina Energia" width="150" height="32"></td></tr>
<tr><td style="padding:26px 30px 10px;font-size:20px;font-weight:bold">Hola Graham, ya tienes tu factura de luz</td></tr>
<tr><td style="padding:0 30px">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff6d6;border-radius:6px"><tr>
<td style="padding:16px;font-size:13px;color:#555">Importe total<br><span style="font-size:30px;font-weight:bold;color:#1f2a44">78,63 €</span></td>
<td style="padding:16px;font-size:13px;color:#555" align="right">Cargo en cuenta<br><b>18/09/2026</b><br>ES21 •••• 3307</td></tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:13px;line-height:20px">
Nº de factura: F26-0912774<br>Periodo: 08/08/2026 - 07/09/2026 (31 días)<br>Consumo: 214 kWh (punta 61 · llano 58 · valle 95)<br>Potencia contratada: 3,45 kW<br>CUPS: ES0021000018•••••••RK0F</td></tr>
<tr><td style="padding:0 30px 22px"><a href="https://clientes.llumina-energia.es/facturas" style="display:inline-block;background:#ffc72c;color:#1f2a44;font-weight:bold;text-decoration:none;padding:11px 22px;border-radius:4px">Ver factura</a></td></tr>
<tr><td style="padding:16px 30px;background:#f0f3f8;font-size:13px"><b>Consejo del mes:</b> en septiembre el aire acondicionado todavía supone el 40&nbsp;% de tu consumo. Programarlo a 26&nbsp;°C puede ahorrarte hasta 9&nbsp;€ al mes.</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#888">Llumina Energia SL · Av. del Port, 212, 46023 València · Atención al cliente 960 11 72 72 · Averías 900 76 00 76 (24 h)<br>
<a href="https://www.llumina-energia.es/privacidad" style="color:#888">Privacidad</a> · <a href="https://www.facebook.example/lluminaenergia" style="color:#888">Facebook</a> · <a href="https://www.instagram.example/lluminaenergia" style="color:#888">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "llumina-energia",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "2871",
    link: null,
    from: "Llumina Energia <no-reply@llumina-energia.es>",
    to: TO_G,
    subject: "Llumina Customer Area - access code",
    date: d(10, 9, "19:48"),
    text: `Llumina Energia - Customer Area

Your access code: 2871

It expires in 10 minutes. If you did not try to sign in, you can ignore this email; your password is still safe.

Customer service: 960 11 72 72 · Faults: 900 76 00 76 (24 h)
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f7f2;font-family:Arial,sans-serif"><tr><td align="center" style="padding:24px 0">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 24px;background:#1f2a44"><img src="https://clientes.llumina-energia.es/mail/llumina-logo.png" alt="Llumina Energia" width="130"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#2d2d2d">Your access code for the Customer Area:</td></tr>
<tr><td align="center" style="padding:0 24px 20px"><span style="font-size:36px;font-weight:bold;letter-spacing:14px;color:#1f2a44;background:#fff6d6;padding:8px 8px 8px 22px">2871</span></td></tr>
<tr><td style="padding:0 24px 24px;font-size:13px;color:#666">It expires in 10 minutes. If you did not try to sign in, you can ignore this email; your password is still safe.</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#888;border-top:1px solid #eee">Customer service 960 11 72 72 · Faults 900 76 00 76 (24 h)</td></tr>
</table></td></tr></table>`,
  },

  // ------------------------------------------------------------ water (invented): Aigües del Palància i Horta
  {
    family: "aigues-palancia-horta",
    group: "regional",
    lang: "ca",
    kind: "invoice",
    code: null,
    link: null,
    from: "Aigües del Palància i Horta <factura.electronica@aiguesph.cat>",
    to: TO_G,
    subject: "Factura d'aigua 3r trimestre 2026 - pòlissa 0071-448210",
    date: d(10, 7, "08:03"),
    enc: "8bit",
    text: `Benvolgut client,

Adjuntem la vostra factura electrònica del subministrament d'aigua.

Pòlissa: 0071-448210
Adreça de subministrament: C/ dels Tarongers, 14, 3r 7a, Montsalva
Període: 01/07/2026 – 30/09/2026
Lectura anterior: 1.284 m³ · Lectura actual: 1.309 m³ · Consum: 25 m³
Import: 46,18 € (IVA inclòs)
Data de càrrec: 21/10/2026

Aigües del Palància i Horta, SA · Telèfon d'avaries 24 h: 900 10 22 33
Oficina virtual: https://oficina.aiguesph.cat
`,
    html: null,
    attachment: ["factura_0071-448210_2026T3.pdf", "application/pdf", "%PDF-1.4\n% factura aigua T3 2026\n%%EOF\n"],
  },
  {
    family: "aigues-palancia-horta",
    group: "regional",
    lang: "es",
    kind: "service-notice",
    code: null,
    link: null,
    from: "Aigües del Palància i Horta <avisos@aiguesph.cat>",
    to: TO_G,
    subject: "Corte programado de suministro - miércoles 23 de septiembre",
    date: d(9, 21, "12:20"),
    enc: "b64",
    text: `AVISO DE CORTE PROGRAMADO
Interrupción del suministro de agua

Municipio: Montsalva
Calles afectadas: C/ dels Tarongers (nº 2 al 30), C/ Sant Vicent Ferrer, Pl. de l'Església
Fecha: miércoles 23/09/2026
Horario previsto: de 8:30 a 13:00 h

Motivo: sustitución de una válvula en la red de distribución.

Al restablecerse el servicio el agua puede salir turbia durante unos minutos; déjela correr hasta que salga clara.

Disculpe las molestias.
Aigües del Palància i Horta · Averías 24 h: 900 10 22 33
`,
    html: `<div style="font-family:Arial,sans-serif;max-width:600px;margin:0 auto;border:1px solid #b3d4e6">
<div style="background:#0077b6;color:#fff;padding:14px 20px;font-size:18px"><b>Aigües del Palància i Horta</b></div>
<div style="background:#ffe08a;padding:10px 20px;font-weight:bold;color:#5c4600">AVISO DE CORTE PROGRAMADO</div>
<div style="padding:16px 20px;font-size:14px;line-height:21px;color:#333">
<p><b>Municipio:</b> Montsalva<br><b>Calles afectadas:</b> C/ dels Tarongers (nº 2 al 30), C/ Sant Vicent Ferrer, Pl. de l'Església<br><b>Fecha:</b> miércoles 23/09/2026<br><b>Horario previsto:</b> de 8:30 a 13:00 h</p>
<p>Motivo: sustitución de una válvula en la red de distribución.</p>
<p>Al restablecerse el servicio el agua puede salir turbia durante unos minutos; déjela correr hasta que salga clara.</p>
<p>Disculpe las molestias.</p></div>
<div style="background:#eef6fb;padding:10px 20px;font-size:11px;color:#557">Averías 24 h: 900 10 22 33 · <a href="https://oficina.aiguesph.cat">Oficina virtual</a> · <a href="https://www.aiguesph.cat/baixa-avisos">Darse de baja de los avisos</a></div>
</div>`,
  },

  // ------------------------------------------------------------ internet (invented): Fibranou
  {
    family: "fibranou",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link:
      "https://clic.fibranou.es/r/?u=https%3A%2F%2Fmi.fibranou.es%2Frecuperar%3Fk%3D5c1Ff9aQ72Lm&c=pwd-reset&m=882104",
    from: "Fibranou <hola@fibranou.es>",
    to: TO_G,
    subject: "Restablece tu contraseña de Mi Fibranou",
    date: d(9, 16, "21:37"),
    enc: "qp",
    text: `Hola Graham:

Hemos recibido una solicitud para restablecer la contraseña de Mi Fibranou (cliente 882104).

Crea una contraseña nueva aquí (el enlace caduca en 1 hora):
https://clic.fibranou.es/r/?u=https%3A%2F%2Fmi.fibranou.es%2Frecuperar%3Fk%3D5c1Ff9aQ72Lm&c=pwd-reset&m=882104

Si no has sido tú, ignora este correo; tu contraseña actual sigue funcionando.

Ojo: esta contraseña es la de la web y la app, no la de tu wifi.

Equipo Fibranou
Atención al cliente: 1717 (gratis desde tu fijo) · 960 90 17 17
`,
    html: `<html><body style="margin:0;background:#f3f0fa;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px">
<tr><td style="padding:26px 32px 0"><img src="https://static.fibranou.es/mail/fibranou.png" alt="fibranou" width="120" height="28"></td></tr>
<tr><td style="padding:22px 32px 0;font-size:22px;font-weight:bold;color:#3d1a78">¿Has olvidado tu contraseña?</td></tr>
<tr><td style="padding:12px 32px;font-size:15px;line-height:22px;color:#333">Hola Graham:<br>Hemos recibido una solicitud para restablecer la contraseña de Mi Fibranou (cliente 882104).</td></tr>
<tr><td style="padding:10px 32px 20px"><a href="https://clic.fibranou.es/r/?u=https%3A%2F%2Fmi.fibranou.es%2Frecuperar%3Fk%3D5c1Ff9aQ72Lm&amp;c=pwd-reset&amp;m=882104" style="display:block;text-align:center;background:#6c2bd9;color:#fff;font-weight:bold;text-decoration:none;padding:14px;border-radius:30px">Crear contraseña nueva</a></td></tr>
<tr><td style="padding:0 32px 10px;font-size:13px;color:#666">El enlace caduca en 1 hora. Si no has sido tú, ignora este correo; tu contraseña actual sigue funcionando.</td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#666">Ojo: esta contraseña es la de la web y la app, no la de tu wifi.</td></tr>
<tr><td style="padding:16px 32px;background:#faf8ff;border-radius:0 0 14px 14px;font-size:11px;color:#999">Atención al cliente: 1717 (gratis desde tu fijo) · 960 90 17 17<br>Fibranou Telecom SL · C/ Pintor Sorolla 8, 46002 València · <a href="https://clic.fibranou.es/r/?u=https%3A%2F%2Fwww.fibranou.es%2Fprivacidad&amp;c=footer" style="color:#999">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fibranou",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Fibranou <facturas@fibranou.es>",
    to: TO_G,
    subject: "Tu factura de octubre: 42,90 €",
    date: d(10, 3, "09:10"),
    text: `Hola Graham:

Tu factura de octubre ya está en Mi Fibranou.

Factura: FN-2026-10-0882104
Tarifa: Fibra 600 Mb + Fijo
Importe: 42,90 € (IVA incl.)
Se cargará el 08/10/2026 en ES21 •••• 3307

Tu permanencia termina el 14/03/2027.

Consulta el detalle: https://mi.fibranou.es/facturas

Equipo Fibranou · 1717
`,
    html: `<html><body style="margin:0;background:#f3f0fa;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px">
<tr><td style="padding:26px 32px 0"><img src="https://static.fibranou.es/mail/fibranou.png" alt="fibranou" width="120"></td></tr>
<tr><td style="padding:20px 32px 4px;font-size:15px;color:#333">Hola Graham, tu factura de octubre:</td></tr>
<tr><td style="padding:0 32px;font-size:40px;font-weight:bold;color:#3d1a78">42,90 €</td></tr>
<tr><td style="padding:14px 32px;font-size:13px;line-height:20px;color:#555">Factura FN-2026-10-0882104 · Fibra 600 Mb + Fijo<br>Se cargará el 08/10/2026 en ES21 •••• 3307<br>Tu permanencia termina el 14/03/2027.</td></tr>
<tr><td style="padding:6px 32px 26px"><a href="https://mi.fibranou.es/facturas" style="color:#6c2bd9;font-weight:bold">Ver el detalle</a></td></tr>
<tr><td style="padding:16px 32px;background:#faf8ff;border-radius:0 0 14px 14px;font-size:11px;color:#999">Fibranou Telecom SL · C/ Pintor Sorolla 8, 46002 València · 1717</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fibranou",
    group: "regional",
    lang: "en",
    kind: "technician-visit",
    code: null,
    link: null,
    from: "Fibranou <citas@fibranou.es>",
    to: TO_G,
    subject: "Technician visit booked: Tuesday 29 September, 9:00-13:00",
    date: d(9, 24, "16:55"),
    text: `Hi Graham,

Your technician visit is booked.

Date: Tuesday 29/09/2026
Time slot: 9:00 - 13:00
Reason: replacement router (fault ref. INC-20260924-1187)
Address: C/ dels Tarongers 14, esc. 2, 3-7, Montsalva

The technician will call you about 30 minutes before arriving. Please make sure someone over 18 is at home. Keep the old router and its power supply ready to hand over.

To change the slot call 1717.

The Fibranou team
`,
    html: null,
  },

  // ------------------------------------------------------------ owners' association administrator (invented)
  {
    family: "fincas-albereda",
    group: "regional",
    lang: "es",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Fincas Albereda - Administración <comunidades@fincasalbereda.com>",
    to: TO_G,
    subject: "Convocatoria Junta General Ordinaria - C.P. Residencial Els Tarongers",
    date: d(9, 28, "12:44"),
    enc: "b64",
    text: `COMUNIDAD DE PROPIETARIOS RESIDENCIAL ELS TARONGERS
C/ dels Tarongers, 14 - 46530 Montsalva

Estimado/a propietario/a:

Por orden del Presidente, se le convoca a la Junta General Ordinaria que se celebrará el jueves 15 de octubre de 2026 en el local social (planta baja, escalera 1), a las 18:00 h en primera convocatoria y a las 18:30 h en segunda.

ORDEN DEL DÍA
1. Aprobación, si procede, de las cuentas del ejercicio 2025/2026.
2. Presupuesto 2026/2027 y cuotas.
3. Reparación de la cubierta de la escalera 2 (se adjuntan tres presupuestos).
4. Normas de uso de la piscina.
5. Renovación de cargos.
6. Ruegos y preguntas.

Si no puede asistir, puede delegar su voto mediante el formulario adjunto.

Propiedad: Esc. 2, 3º 7ª · Coeficiente: 1,84 %

Fincas Albereda · Administración de fincas, col. nº 2188
Av. Blasco Ibáñez, 95, entlo. · 46022 València · 963 61 40 22
`,
    html: null,
    attachment: [
      "Convocatoria_JGO_2026_Tarongers.pdf",
      "application/pdf",
      "%PDF-1.4\n% convocatoria junta general ordinaria\n%%EOF\n",
    ],
  },
  {
    family: "fincas-albereda",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://portal.fincasalbereda.com/alta/invitacion/9b2e71d4-0c55-4f3a-a1e8-77d0c2b51f3e",
    from: "Fincas Albereda Portal <portal@fincasalbereda.com>",
    to: TO_P,
    subject: "Pauline, you've been invited to the Residencial Els Tarongers owners' portal",
    date: d(10, 19, "10:08"),
    enc: "qp",
    text: `Hello Pauline,

Graham Whitcombe, owner of Esc. 2, 3-7 at Residencial Els Tarongers, has invited you to share access to the owners' portal.

In the portal you can download minutes and receipts, report incidents in the common areas and book the social room.

Accept the invitation (valid for 14 days):
https://portal.fincasalbereda.com/alta/invitacion/9b2e71d4-0c55-4f3a-a1e8-77d0c2b51f3e

Questions? Call the office on 963 61 40 22 (Mon-Fri 9:00-14:00) or reply to this email.

Fincas Albereda
Av. Blasco Ibáñez, 95, entlo. · 46022 València
`,
    html: `<html><body style="margin:0;background:#eef1ee">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 0">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Verdana,sans-serif;color:#2f3a33">
<tr><td style="padding:16px 26px;border-bottom:4px solid #5b8c51"><img src="https://portal.fincasalbereda.com/static/logo-albereda.png" alt="Fincas Albereda" width="160" height="40"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px">
<p>Hello Pauline,</p>
<p><b>Graham Whitcombe</b>, owner of Esc. 2, 3-7 at <b>Residencial Els Tarongers</b>, has invited you to share access to the owners' portal.</p>
<ul style="padding-left:18px"><li>Download minutes and receipts</li><li>Report incidents in the common areas</li><li>Book the social room</li></ul>
<p style="margin:24px 0"><a href="https://portal.fincasalbereda.com/alta/invitacion/9b2e71d4-0c55-4f3a-a1e8-77d0c2b51f3e" style="background:#5b8c51;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold">Accept invitation</a></p>
<p style="font-size:12px;color:#777">The invitation is valid for 14 days.</p>
<p>Questions? Call the office on 963 61 40 22 (Mon-Fri 9:00-14:00) or reply to this email.</p></td></tr>
<tr><td style="padding:14px 26px;background:#f5f7f5;font-size:11px;color:#888">Fincas Albereda · Av. Blasco Ibáñez, 95, entlo. · 46022 València · <a href="https://www.fincasalbereda.com/aviso-legal" style="color:#888">Aviso legal</a> · <a href="https://www.fincasalbereda.com/privacidad" style="color:#888">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fincas-albereda",
    group: "regional",
    lang: "es",
    kind: "fee-notice",
    code: null,
    link: null,
    from: "Fincas Albereda - Administración <comunidades@fincasalbereda.com>",
    to: TO_G,
    subject: "C.P. Els Tarongers - Derrama cubierta escalera 2",
    date: d(10, 22, "13:30"),
    text: `Estimados propietarios:

Tal y como se aprobó en la Junta del pasado 15 de octubre, se girará una derrama extraordinaria para la reparación de la cubierta de la escalera 2 (presupuesto de Cubiertas Morvedre SL, 18.420 € + IVA).

Importe para su propiedad (Esc. 2, 3º 7ª, coef. 1,84 %): 410,12 €
Forma de pago: dos recibos de 205,06 € domiciliados el 05/11/2026 y el 05/12/2026.

Las obras empezarán previsiblemente el 16 de noviembre. Durante los trabajos no se podrá acceder a la terraza comunitaria.

El acta de la Junta está disponible en el portal de propietarios.

Un saludo,
Marta Llopis
Fincas Albereda · 963 61 40 22
`,
    html: null,
  },

  // ------------------------------------------------------------ car insurer (invented): Seguros Garbí
  {
    family: "seguros-garbi",
    group: "regional",
    lang: "es",
    kind: "app-code",
    code: "582193",
    code_digits: "582193",
    link: null,
    from: "Seguros Garbí <app@segurosgarbi.es>",
    to: TO_G,
    subject: "Tu código para entrar en Mi Garbí",
    date: d(9, 19, "11:52"),
    enc: "qp",
    text: `Hola Graham:

Este es tu código para entrar en la app Mi Garbí:

58 21 93

Escríbelo en la app en los próximos 10 minutos. Si no has pedido este código, alguien puede haber escrito tu email por error; no tienes que hacer nada.

Asistencia en carretera 24 h: 900 82 44 82
Seguros Garbí, Compañía de Seguros y Reaseguros, S.A. · C/ de la Pau, 19, 46002 València
`,
    html: `<html><body style="margin:0;background:#e9f3f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;border-radius:4px;overflow:hidden">
<tr><td style="background:#00506e;padding:20px 30px"><img src="https://www.segurosgarbi.es/img/mail/garbi-white.png" alt="Seguros Garbí" width="140" height="36"></td></tr>
<tr><td style="padding:28px 30px 10px;font-size:15px;color:#1c2b33">Hola Graham:<br><br>Este es tu código para entrar en la app <b>Mi Garbí</b>:</td></tr>
<tr><td align="center" style="padding:16px 30px"><table cellpadding="0" cellspacing="0"><tr><td style="border:1px solid #9cc7d8;background:#f2f9fc;padding:14px 28px;font-family:Consolas,monospace;font-size:32px;color:#00506e">58 21 93</td></tr></table></td></tr>
<tr><td style="padding:10px 30px 28px;font-size:13px;color:#4b5b63;line-height:19px">Escríbelo en la app en los próximos 10 minutos. Si no has pedido este código, alguien puede haber escrito tu email por error; no tienes que hacer nada.</td></tr>
<tr><td style="background:#f4f8fa;padding:14px 30px;font-size:10px;color:#7a8a92">Asistencia en carretera 24 h: 900 82 44 82<br>Seguros Garbí, Compañía de Seguros y Reaseguros, S.A. · C/ de la Pau, 19, 46002 València · <a href="https://www.segurosgarbi.es/privacidad" style="color:#7a8a92">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "seguros-garbi",
    group: "regional",
    lang: "en",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Seguros Garbí <polizas@segurosgarbi.es>",
    to: TO_G,
    subject: "Your car insurance renews on 1 November - policy 40-7718293",
    date: d(10, 2, "08:40"),
    enc: "b64",
    text: `Dear Mr Whitcombe,

Your comprehensive car insurance renews automatically on 01/11/2026.

Policy: 40-7718293
Vehicle: Skoda Octavia 1.5 TSI · 4417 LKD
Cover: Todo riesgo con franquicia 300 €
Annual premium 2026/27: 512,40 € (2025/26: 489,70 €)
Payment: direct debit on 01/11/2026, account ending 3307

Your no-claims bonus is now 40 %. The new policy conditions and your insurance certificate are attached. Please keep the certificate in the car together with the ITV card.

If you would like to change anything, call us on 963 52 10 10 before 25/10/2026.

Kind regards,
Seguros Garbí – Customer Service (English line: 963 52 10 19)
`,
    html: null,
    attachment: [
      "Garbi_40-7718293_renovacion_2026.pdf",
      "application/pdf",
      "%PDF-1.4\n% poliza renovacion 40-7718293\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ ITV inspection booking (invented): ITV Camp de Morvedre
  {
    family: "itv-camp-morvedre",
    group: "regional",
    lang: "es",
    kind: "confirm-booking-link",
    code: null,
    link: "https://citaprevia.itvcampmorvedre.es/reserva/confirmar?id=CMV-26-118204&h=c41e9a0f2b",
    from: "ITV Camp de Morvedre <citaprevia@itvcampmorvedre.es>",
    to: TO_G,
    subject: "Confirme su solicitud de cita ITV - 4417 LKD",
    date: d(10, 13, "17:21"),
    text: `ITV CAMP DE MORVEDRE – Cita previa

Hemos recibido su solicitud de cita. La cita NO quedará reservada hasta que la confirme pulsando el siguiente enlace en los próximos 30 minutos:

https://citaprevia.itvcampmorvedre.es/reserva/confirmar?id=CMV-26-118204&h=c41e9a0f2b

Datos de la solicitud
Estación: Sagunt – Polígono Ingruinsa, parcela 14
Matrícula: 4417 LKD
Tipo de inspección: Periódica – turismo gasolina
Fecha y hora: lunes 26/10/2026, 11:20 h
Tarifa: 41,86 € (IVA incluido), a pagar en la estación

Documentación: permiso de circulación y tarjeta ITV originales.

ITV Camp de Morvedre · Tel. 962 67 02 40
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;margin:0">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#1b5e20;padding:10px 16px;color:#fff;font-size:16px;font-weight:bold">ITV CAMP DE MORVEDRE – Cita previa</td></tr>
<tr><td style="padding:16px">
<p>Hemos recibido su solicitud de cita. <b>La cita NO quedará reservada hasta que la confirme</b> en los próximos 30 minutos.</p>
<p><a href="https://citaprevia.itvcampmorvedre.es/reserva/confirmar?id=CMV-26-118204&amp;h=c41e9a0f2b" style="font-size:15px;font-weight:bold;color:#1b5e20">&gt;&gt; CONFIRMAR CITA</a></p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;font-size:12px;border-color:#c8e6c9">
<tr><th colspan="2" align="left" style="background:#e8f5e9">Datos de la solicitud</th></tr>
<tr><td>Estación</td><td>Sagunt – Polígono Ingruinsa, parcela 14</td></tr>
<tr><td>Matrícula</td><td>4417 LKD</td></tr>
<tr><td>Tipo de inspección</td><td>Periódica – turismo gasolina</td></tr>
<tr><td>Fecha y hora</td><td>lunes 26/10/2026, 11:20 h</td></tr>
<tr><td>Tarifa</td><td>41,86 € (IVA incluido), a pagar en la estación</td></tr></table>
<p>Documentación: permiso de circulación y tarjeta ITV originales.</p>
<p style="font-size:11px;color:#666">ITV Camp de Morvedre · Tel. 962 67 02 40 · <a href="https://www.itvcampmorvedre.es/estaciones">Estaciones y horarios</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "itv-camp-morvedre",
    group: "regional",
    lang: "es",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "ITV Camp de Morvedre <citaprevia@itvcampmorvedre.es>",
    to: TO_G,
    subject: "Recordatorio: cita ITV mañana a las 11:20 - 4417 LKD",
    date: d(10, 25, "18:00", "+0100"),
    text: `Le recordamos su cita en la estación ITV de Sagunt:

Lunes 26/10/2026 a las 11:20 h
Matrícula 4417 LKD · Localizador CMV-26-118204

Llegue 10 minutos antes y acuda con el permiso de circulación y la tarjeta ITV.
Si no puede acudir, anule la cita en https://citaprevia.itvcampmorvedre.es/anular o llamando al 962 67 02 40.

ITV Camp de Morvedre
`,
    html: null,
  },

  // ------------------------------------------------------------ supermarket (invented): Supermercats La Sénia
  {
    family: "supermercats-la-senia",
    group: "regional",
    lang: "es",
    kind: "pickup-code",
    code: "3318",
    link: null,
    from: "La Sénia Online <pedidos@lasenia-online.es>",
    to: TO_P,
    subject: "Tu pedido 5104-22871 está listo para recoger",
    date: d(9, 26, "11:04"),
    enc: "qp",
    text: `¡Hola Pauline!

Tu pedido ya está preparado en la taquilla refrigerada de tu tienda.

Tienda: La Sénia Montsalva – Av. de València, 41
Pedido: 5104-22871
Productos: 27 · Total: 96,37 €
Recoger antes de: sábado 26/09/2026 a las 21:00

CÓDIGO DE RECOGIDA: 3318
Teclea el código en la pantalla de la taquilla (junto a la entrada del aparcamiento). Si tienes problemas, pide ayuda en la caja central.

Sustituciones: Leche semidesnatada 1,5 L Sénia (sin existencias) → Leche semidesnatada 1,5 L Alqueria (+0,12 €)

Gracias por comprar en La Sénia.
Atención al cliente: 900 21 40 40 · https://www.lasenia-online.es/ayuda
`,
    html: `<!doctype html><html><body style="margin:0;background:#fdf6ec">
<div style="display:none">Código de recogida y horario de tu pedido 5104-22871</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#33291f">
<tr><td style="padding:18px 28px;background:#d9480f"><img src="https://www.lasenia-online.es/mailing/senia-logo.png" alt="La Sénia" width="120" height="40"></td></tr>
<tr><td style="padding:24px 28px 6px;font-size:22px;font-weight:bold">¡Hola Pauline! Tu pedido está listo</td></tr>
<tr><td style="padding:6px 28px;font-size:14px;line-height:21px">Lo tienes en la taquilla refrigerada de <b>La Sénia Montsalva</b> – Av. de València, 41.<br>Recoger antes de: <b>sábado 26/09/2026 a las 21:00</b></td></tr>
<tr><td align="center" style="padding:18px 28px">
<table cellpadding="0" cellspacing="0" style="border:2px solid #d9480f;border-radius:8px"><tr><td align="center" style="padding:12px 40px">
<div style="font-size:12px;text-transform:uppercase;color:#d9480f;letter-spacing:1px">Código de recogida</div>
<div style="font-size:42px;font-weight:bold;letter-spacing:10px">3318</div></td></tr></table></td></tr>
<tr><td style="padding:0 28px 16px;font-size:13px;color:#6b5d4f">Teclea el código en la pantalla de la taquilla (junto a la entrada del aparcamiento). Si tienes problemas, pide ayuda en la caja central.</td></tr>
<tr><td style="padding:0 28px 16px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#fbf3e8">
<tr><td>Pedido</td><td align="right">5104-22871</td></tr><tr><td>Productos</td><td align="right">27</td></tr><tr><td><b>Total</b></td><td align="right"><b>96,37 €</b></td></tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font-size:12px;color:#6b5d4f"><b>Sustituciones:</b> Leche semidesnatada 1,5 L Sénia (sin existencias) → Leche semidesnatada 1,5 L Alqueria (+0,12 €)</td></tr>
<tr><td style="padding:14px 28px;background:#33291f;font-size:11px;color:#d8cbbd">Atención al cliente 900 21 40 40 · <a href="https://www.lasenia-online.es/ayuda" style="color:#d8cbbd">Ayuda</a> · <a href="https://www.lasenia-online.es/privacidad" style="color:#d8cbbd">Privacidad</a><br>Supermercats La Sénia SA · Ctra. de Llíria km 4, 46980 Paterna</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "supermercats-la-senia",
    group: "regional",
    lang: "ca",
    kind: "newsletter",
    code: null,
    link: null,
    from: "La Sénia <ofertes@news.lasenia-online.es>",
    to: TO_P,
    subject: "Tornen les taronges de la Ribera 🍊 i un 20 % en l'oli d'oliva",
    date: d(10, 15, "10:00"),
    enc: "b64",
    text: `La Sénia · Ofertes del 15 al 28 d'octubre

Taronges navelina de la Ribera, malla 3 kg: 2,95 €
Oli d'oliva verge extra 1 L: 20 % de descompte amb la targeta Sénia Club
Pa de llenya de l'obrador: 1,40 €

Cupó per a la teua pròxima compra en línia: SENIA5OCT (5 € de descompte a partir de 60 €, vàlid fins al 31/10/2026).

Veure el fullet: https://news.lasenia-online.es/c/fullet-oct2?s=nl4471
Donar-se de baixa: https://news.lasenia-online.es/baixa?s=nl4471
`,
    html:
      `<html><body style="margin:0;background:#fdf6ec"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#33291f">
<tr><td style="background:#d9480f;padding:14px 24px"><img src="https://www.lasenia-online.es/mailing/senia-logo.png" alt="La Sénia" width="110"></td></tr>
<tr><td><a href="https://news.lasenia-online.es/c/fullet-oct2?s=nl4471"><img src="https://news.lasenia-online.es/img/oct2-hero.jpg" width="600" alt="Tornen les taronges de la Ribera" style="display:block"></a></td></tr>
<tr><td style="padding:20px 24px"><table width="100%" cellpadding="8" cellspacing="0"><tr>
<td width="33%" align="center" style="border:1px solid #f1e3d2"><b>Taronges navelina</b><br>malla 3 kg<br><span style="font-size:22px;color:#d9480f">2,95 €</span></td>
<td width="33%" align="center" style="border:1px solid #f1e3d2"><b>Oli d'oliva verge extra</b><br>1 L<br><span style="font-size:22px;color:#d9480f">-20 %</span></td>
<td width="33%" align="center" style="border:1px solid #f1e3d2"><b>Pa de llenya</b><br>de l'obrador<br><span style="font-size:22px;color:#d9480f">1,40 €</span></td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:14px">Cupó per a la teua pròxima compra en línia: <b style="border:1px dashed #d9480f;padding:2px 8px">SENIA5OCT</b> – 5 € de descompte a partir de 60 €, vàlid fins al 31/10/2026.</td></tr>
<tr><td align="center" style="padding:0 24px 24px"><a href="https://news.lasenia-online.es/c/fullet-oct2?s=nl4471" style="background:#d9480f;color:#fff;padding:12px 26px;text-decoration:none;font-weight:bold;border-radius:4px">Veure el fullet</a></td></tr>
<tr><td style="padding:14px 24px;background:#33291f;font-size:11px;color:#d8cbbd">Reps aquest correu perquè eres de Sénia Club. <a href="https://news.lasenia-online.es/baixa?s=nl4471" style="color:#d8cbbd">Donar-se de baixa</a> · Supermercats La Sénia SA · Ctra. de Llíria km 4, 46980 Paterna</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ parcel lockers (invented): Bústia24
  {
    family: "bustia24",
    group: "regional",
    lang: "en",
    kind: "pickup-code",
    code: "K7-2049",
    code_digits: "K72049",
    link: null,
    from: "Bústia24 <avisos@bustia24.es>",
    to: TO_G,
    subject: "Your parcel is waiting in locker Montsalva Estació",
    date: d(10, 16, "14:27"),
    text: `Your parcel has arrived!

Sender: Whitworths Bookshop (UK)
Tracking number: B24ES0098817265
Locker: Montsalva Estació – inside the station building, next to the ticket machines
Open: 6:00–23:00

Pickup code: K7-2049

Type the code on the locker screen (letters and numbers, no dash), or scan the QR code in the Bústia24 app. You have 72 hours (until 19/10/2026 at 14:27) to collect; after that the parcel goes back to the sender.

Need help? +34 910 60 24 24
`,
    html: `<div style="font-family:Arial,sans-serif;background:#111;padding:22px 0">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#ffd400;padding:16px 24px;font-size:22px;font-weight:900;color:#111">Bústia24</td></tr>
<tr><td style="padding:22px 24px 4px;font-size:20px;font-weight:bold">Your parcel has arrived!</td></tr>
<tr><td style="padding:6px 24px;font-size:14px;line-height:21px;color:#333">Sender: Whitworths Bookshop (UK)<br>Tracking number: B24ES0098817265<br>Locker: <b>Montsalva Estació</b> – inside the station building, next to the ticket machines<br>Open: 6:00–23:00</td></tr>
<tr><td align="center" style="padding:18px 24px"><div style="font-size:12px;color:#666">PICKUP CODE</div><div style="font-size:38px;font-weight:bold;font-family:monospace;background:#fff7c2;padding:8px 20px;display:inline-block">K7-2049</div></td></tr>
<tr><td style="padding:0 24px 18px;font-size:13px;color:#444">Type the code on the locker screen (letters and numbers, no dash), or scan the QR code in the Bústia24 app. You have 72 hours (until 19/10/2026 at 14:27) to collect; after that the parcel goes back to the sender.</td></tr>
<tr><td style="padding:12px 24px;background:#f2f2f2;font-size:11px;color:#777">Need help? +34 910 60 24 24 · <a href="https://www.bustia24.es/en/help" style="color:#777">Help centre</a> · <a href="https://www.bustia24.es/app" style="color:#777">Get the app</a></td></tr>
</table></div>`,
  },

  // ------------------------------------------------------------ airline (invented): Cormoran Air
  {
    family: "cormoran-air",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://trk.cormoranair.com/c/eJx1j0EOgjAQRc9-OPTEk7mkOLsdwEHJEm3?u=signin&sid=7fa0c2",
    from: "Cormoran Air <hello@mail.cormoranair.com>",
    to: TO_P,
    subject: "Your sign-in link for Cormoran Air",
    date: d(9, 6, "15:12"),
    enc: "qp",
    text: `Hi Pauline,

Here's your link to sign in to My Cormoran. It works once and expires in 20 minutes:

https://trk.cormoranair.com/c/eJx1j0EOgjAQRc9-OPTEk7mkOLsdwEHJEm3?u=signin&sid=7fa0c2

Requested from: Chrome on Windows, Valencia (ES)

Didn't ask for it? Just ignore this email - nobody can sign in without the link.

Cormoran Air Ltd, Hangar 4, Bristol Airport, BS48 3DY, United Kingdom
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#0d2340">
<div style="display:none;max-height:0;overflow:hidden">One tap and you're in. Link expires in 20 minutes.</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d2340"><tr><td align="center" style="padding:32px 12px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Montserrat,Arial,sans-serif">
<tr><td align="center" style="padding:30px 0 10px"><img src="https://img.cormoranair.com/email/cormoran-mark.png" width="60" height="60" alt="Cormoran Air"></td></tr>
<tr><td align="center" style="padding:0 40px;font-size:24px;font-weight:800;color:#0d2340">Sign in to My Cormoran</td></tr>
<tr><td align="center" style="padding:14px 40px;font-size:15px;line-height:23px;color:#4a5568">Hi Pauline, tap the button below to sign in. It works once and expires in 20 minutes.</td></tr>
<tr><td align="center" style="padding:10px 40px 26px"><a href="https://trk.cormoranair.com/c/eJx1j0EOgjAQRc9-OPTEk7mkOLsdwEHJEm3?u=signin&amp;sid=7fa0c2" style="display:inline-block;background:#ff6b35;color:#fff;font-weight:700;font-size:16px;text-decoration:none;padding:15px 44px;border-radius:8px">Sign in</a></td></tr>
<tr><td align="center" style="padding:0 40px 26px;font-size:12px;color:#718096">Requested from: Chrome on Windows, Valencia (ES)<br>Didn't ask for it? Just ignore this email – nobody can sign in without the link.</td></tr>
<tr><td align="center" style="padding:18px 40px;border-top:1px solid #edf2f7;font-size:11px;color:#a0aec0">
<a href="https://trk.cormoranair.com/c/help" style="color:#a0aec0">Help</a> · <a href="https://trk.cormoranair.com/c/privacy" style="color:#a0aec0">Privacy</a> · <a href="https://trk.cormoranair.com/c/manage-booking" style="color:#a0aec0">Manage booking</a><br>Cormoran Air Ltd, Hangar 4, Bristol Airport, BS48 3DY, United Kingdom</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cormoran-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Cormoran Air <bookings@mail.cormoranair.com>",
    to: TO_P,
    subject: "Booking confirmed: Valencia to Bristol, 3 Dec - ref QX7PLM",
    date: d(9, 6, "15:31"),
    enc: "b64",
    text: `You're booked! Booking reference: QX7PLM

OUTBOUND  Thu 3 Dec 2026
CM 4418  Valencia (VLC) 10:05 → Bristol (BRS) 11:40
Passengers: Mrs Pauline Whitcombe, Mr Graham Whitcombe
Seats: 14C, 14D · 1 x 20 kg hold bag

RETURN  Mon 14 Dec 2026
CM 4419  Bristol (BRS) 12:25 → Valencia (VLC) 15:55

Total paid: £326.80 (Visa •••• 9014)

Online check-in opens 30 days before departure. Bring the passports you used to book; residence cards (TIE) are needed to re-enter Spain.

Manage your booking: https://www.cormoranair.com/manage?ref=QX7PLM
`,
    html: `<html><body style="margin:0;background:#f0f4f8;font-family:Montserrat,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0d2340;padding:20px 28px"><img src="https://img.cormoranair.com/email/cormoran-white.png" alt="Cormoran Air" width="150"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:24px;font-weight:800;color:#0d2340">You're booked!</td></tr>
<tr><td style="padding:0 28px 16px;font-size:14px;color:#4a5568">Booking reference <b style="font-size:18px;color:#0d2340;letter-spacing:2px">QX7PLM</b></td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e2e8f0;font-size:13px">
<tr><td style="background:#f7fafc" colspan="3"><b>OUTBOUND</b> · Thu 3 Dec 2026 · CM 4418</td></tr>
<tr><td><b style="font-size:20px">10:05</b><br>Valencia (VLC)</td><td align="center">✈</td><td align="right"><b style="font-size:20px">11:40</b><br>Bristol (BRS)</td></tr>
<tr><td style="background:#f7fafc" colspan="3"><b>RETURN</b> · Mon 14 Dec 2026 · CM 4419</td></tr>
<tr><td><b style="font-size:20px">12:25</b><br>Bristol (BRS)</td><td align="center">✈</td><td align="right"><b style="font-size:20px">15:55</b><br>Valencia (VLC)</td></tr></table></td></tr>
<tr><td style="padding:16px 28px;font-size:13px;line-height:20px;color:#4a5568">Passengers: Mrs Pauline Whitcombe, Mr Graham Whitcombe<br>Seats: 14C, 14D · 1 x 20 kg hold bag<br>Total paid: <b>£326.80</b> (Visa •••• 9014)</td></tr>
<tr><td style="padding:0 28px 16px;font-size:13px;color:#4a5568">Online check-in opens 30 days before departure. Bring the passports you used to book; residence cards (TIE) are needed to re-enter Spain.</td></tr>
<tr><td style="padding:0 28px 26px"><a href="https://www.cormoranair.com/manage?ref=QX7PLM" style="background:#0d2340;color:#fff;padding:12px 24px;text-decoration:none;border-radius:6px;font-weight:700">Manage booking</a></td></tr>
<tr><td style="padding:16px 28px;background:#f7fafc;font-size:11px;color:#a0aec0">Cormoran Air Ltd, Hangar 4, Bristol Airport, BS48 3DY · <a href="https://www.cormoranair.com/terms" style="color:#a0aec0">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ ferry (invented): Navilia Balear
  {
    family: "navilia-balear",
    group: "regional",
    lang: "es",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Navilia Balear <reservas@navilia.es>",
    to: TO_G,
    subject: "Confirmación de reserva NVB-4471180 · València → Palma",
    date: d(9, 22, "20:14"),
    enc: "qp",
    text: `NAVILIA BALEAR – Confirmación de reserva

Localizador: NVB-4471180

IDA: viernes 09/10/2026
Buque: Ciutat de Sóller · València (Terminal Sur) 23:00 → Palma 06:30
Pasajeros: 2 adultos (residentes: no) · Camarote doble interior nº 5112
Vehículo: turismo 4417 LKD (hasta 5 m)

VUELTA: martes 13/10/2026
Palma 12:00 → València 19:30 · Butacas 218-219

Total pagado: 486,20 € · Mastercard •••• 2277

Embarque de vehículos: hasta 90 minutos antes de la salida. Presente el DNI, TIE o pasaporte de todos los pasajeros y la tarjeta de embarque adjunta.

Atención al cliente: 902 16 04 04 / +34 963 16 04 04
`,
    html: null,
    attachment: [
      "NVB-4471180_tarjetas_embarque.pdf",
      "application/pdf",
      "%PDF-1.4\n% tarjetas de embarque NVB-4471180\n%%EOF\n",
    ],
  },
  {
    family: "navilia-balear",
    group: "regional",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Navilia Balear <operaciones@navilia.es>",
    to: TO_G,
    subject: "Schedule change to your sailing on 13/10 - booking NVB-4471180",
    date: d(10, 8, "09:36"),
    text: `Dear passenger,

Because of forecast strong winds on the Balearic Sea, the departure of your return sailing has been brought forward.

Booking: NVB-4471180
Sailing: Palma → Valencia, Tuesday 13/10/2026
Previous departure: 12:00 · NEW departure: 10:30
New estimated arrival in Valencia: 18:00

Vehicle check-in now closes at 09:00. Your seats and vehicle space are unchanged.

If the new time doesn't suit you, you can change to another sailing or cancel free of charge until 12/10/2026 by calling +34 963 16 04 04.

We apologise for the inconvenience.
Navilia Balear – Operations
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;background:#e6eef5"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:14px 24px;background:#003b73;color:#fff;font-size:20px;font-weight:bold">NAVILIA <span style="color:#5cc8ff">BALEAR</span></td></tr>
<tr><td style="padding:14px 24px;background:#fff3cd;color:#7a5a00;font-weight:bold">Schedule change to your sailing</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:21px;color:#222">Dear passenger,<br><br>Because of forecast strong winds on the Balearic Sea, the departure of your return sailing has been brought forward.<br><br>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #ddd">
<tr><td>Booking</td><td>NVB-4471180</td></tr><tr><td>Sailing</td><td>Palma → Valencia, Tuesday 13/10/2026</td></tr>
<tr><td>Previous departure</td><td><s>12:00</s></td></tr><tr><td>NEW departure</td><td><b style="color:#c00">10:30</b></td></tr><tr><td>Estimated arrival</td><td>18:00</td></tr></table><br>
Vehicle check-in now closes at <b>09:00</b>. Your seats and vehicle space are unchanged.<br><br>
If the new time doesn't suit you, you can change to another sailing or cancel free of charge until 12/10/2026 by calling +34 963 16 04 04.<br><br>We apologise for the inconvenience.<br>Navilia Balear – Operations</td></tr>
<tr><td style="padding:12px 24px;background:#f2f6f9;font-size:11px;color:#777"><a href="https://www.navilia.es/en/sailing-status">Sailing status</a> · <a href="https://www.navilia.es/en/conditions">Conditions of carriage</a></td></tr>
</table></td></tr></table>`,
  },

  // ------------------------------------------------------------ golf club (invented): Club de Golf Mas de l'Olivar
  {
    family: "golf-mas-olivar",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.golfmasolivar.com/join?invite=MOL-GW-0918&utm_source=email&utm_medium=invite",
    from: "Mas de l'Olivar Golf <members@golfmasolivar.com>",
    to: TO_G,
    subject: "Graham, your invitation to the Mas de l'Olivar members' app",
    date: d(9, 7, "10:00"),
    enc: "qp",
    text: `Dear Graham,

Welcome to the new Mas de l'Olivar members' app! From 1 October all tee times, competition entries and buggy hire will be booked through the app rather than at the caddy master's desk.

Your membership: Senior Couple · No. 0918 · Handicap index 18.4

Activate your account with this personal invitation (valid until 30 September):
https://app.golfmasolivar.com/join?invite=MOL-GW-0918&utm_source=email&utm_medium=invite

Pauline will receive her own invitation.

If you need a hand setting it up, Jordi will be running help sessions in the clubhouse bar on 14 and 21 September at 11:00.

See you on the course,
Club Secretary
Club de Golf Mas de l'Olivar · Camí del Mas, s/n · 46530 Montsalva · +34 961 40 88 10
`,
    html: `<html><body style="margin:0;background:#eef2ea">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#243322">
<tr><td align="center" style="padding:24px;background:#1f4d2b"><img src="https://golfmasolivar.com/img/crest.png" alt="Club de Golf Mas de l'Olivar" width="90" height="90"></td></tr>
<tr><td style="padding:26px 34px;font-size:15px;line-height:24px">
<p>Dear Graham,</p>
<p>Welcome to the new Mas de l'Olivar members' app! From 1 October all tee times, competition entries and buggy hire will be booked through the app rather than at the caddy master's desk.</p>
<p style="background:#f4f7f1;padding:10px 14px;font-family:Arial,sans-serif;font-size:13px">Membership: Senior Couple · No. 0918 · Handicap index 18.4</p>
<p>Activate your account with this personal invitation (valid until 30 September):</p>
<p align="center"><a href="https://app.golfmasolivar.com/join?invite=MOL-GW-0918&amp;utm_source=email&amp;utm_medium=invite" style="display:inline-block;background:#c9a227;color:#1f2a1a;font-family:Arial,sans-serif;font-weight:bold;padding:13px 30px;text-decoration:none">Activate my account</a></p>
<p>Pauline will receive her own invitation.</p>
<p>If you need a hand setting it up, Jordi will be running help sessions in the clubhouse bar on 14 and 21 September at 11:00.</p>
<p>See you on the course,<br><i>Club Secretary</i></p></td></tr>
<tr><td style="padding:16px 34px;background:#1f4d2b;color:#cfe0c8;font-family:Arial,sans-serif;font-size:11px">Club de Golf Mas de l'Olivar · Camí del Mas, s/n · 46530 Montsalva · +34 961 40 88 10<br>
<a href="https://apps.apple.example/app/mas-olivar-golf/id6450011" style="color:#cfe0c8">App Store</a> · <a href="https://play.google.example/store/apps/details?id=com.masolivar.members" style="color:#cfe0c8">Google Play</a> · <a href="https://golfmasolivar.com/privacy" style="color:#cfe0c8">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "golf-mas-olivar",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Mas de l'Olivar Golf <teetimes@golfmasolivar.com>",
    to: TO_G,
    subject: "Tee time confirmed - Sat 24 Oct, 08:52",
    date: d(10, 19, "19:40"),
    text: `Tee time confirmed

Saturday 24 October 2026 · 08:52 · 1st tee (18 holes)
Players: G. Whitcombe (0918), P. Whitcombe (0919), K. Brandt (guest), H. Brandt (guest)
Buggy: 1 (no. 7)
Green fees: 2 x guest 62,00 € = 124,00 € (pay at reception)

Competition: Saturday Stableford – card in by 14:30.

To cancel, use the app at least 24 hours before your tee time.

Mas de l'Olivar Golf
`,
    html: null,
  },
  {
    family: "golf-mas-olivar",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mas de l'Olivar Golf <news@golfmasolivar.com>",
    to: TO_P,
    subject: "October at the club: Ladies' Open, greens hollow-tining and the paella day",
    date: d(10, 1, "09:00"),
    enc: "b64",
    text: `MAS DE L'OLIVAR · October newsletter

LADIES' OPEN – 17 October
Entries close on 12 October. Shotgun start at 09:00, prize-giving lunch 25 € per person.

COURSE WORK
Greens will be hollow-tined on 19–21 October. Holes 1–9 closed on the 19th; reduced green fees all week.

PAELLA DAY – Sunday 25 October
Our annual paella on the terrace, 14:00. 18 € members, 22 € guests. Book at the bar.

RESULTS
Monthly medal: 1st Vicente Ferrer (net 67), 2nd Anne McAllister (net 69), 3rd Hans Brandt (net 70).

Read more: https://golfmasolivar.com/news/october-2026
Unsubscribe: https://golfmasolivar.com/newsletter/unsubscribe?m=0919
`,
    html:
      `<html><body style="margin:0;background:#eef2ea"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#243322">
<tr><td style="padding:18px 28px;background:#1f4d2b;color:#fff;font-size:22px;letter-spacing:1px">MAS DE L'OLIVAR <span style="font-size:13px;color:#c9a227">October newsletter</span></td></tr>
<tr><td><img src="https://golfmasolivar.com/news/img/oct26-18th.jpg" width="600" alt="The 18th green at sunset" style="display:block"></td></tr>
<tr><td style="padding:20px 28px;font-size:14px;line-height:22px">
<h3 style="margin:0;color:#1f4d2b">Ladies' Open – 17 October</h3><p>Entries close on 12 October. Shotgun start at 09:00, prize-giving lunch 25 € per person.</p>
<h3 style="margin:0;color:#1f4d2b">Course work</h3><p>Greens will be hollow-tined on 19–21 October. Holes 1–9 closed on the 19th; reduced green fees all week.</p>
<h3 style="margin:0;color:#1f4d2b">Paella day – Sunday 25 October</h3><p>Our annual paella on the terrace, 14:00. 18 € members, 22 € guests. Book at the bar.</p>
<h3 style="margin:0;color:#1f4d2b">Results</h3><p>Monthly medal: 1st Vicente Ferrer (net 67), 2nd Anne McAllister (net 69), 3rd Hans Brandt (net 70).</p>
<p><a href="https://golfmasolivar.com/news/october-2026" style="color:#1f4d2b;font-weight:bold">Read more on the website →</a></p></td></tr>
<tr><td style="padding:14px 28px;background:#1f4d2b;color:#cfe0c8;font-family:Arial,sans-serif;font-size:11px">Camí del Mas, s/n · 46530 Montsalva · <a href="https://golfmasolivar.com/newsletter/unsubscribe?m=0919" style="color:#cfe0c8">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ language school (invented): Escola d'Idiomes Lledoner
  {
    family: "idiomes-lledoner",
    group: "regional",
    lang: "es",
    kind: "verify-code-link",
    code: "7H3K9Q",
    link: "https://campus.idiomeslledoner.es/activar?u=pwhitcombe&c=7H3K9Q",
    from: "Campus Virtual Lledoner <campus@idiomeslledoner.es>",
    to: TO_P,
    subject: "Activa tu cuenta del Campus Virtual",
    date: d(9, 15, "12:03"),
    enc: "qp",
    text: `Hola Pauline:

Te damos la bienvenida al curso "Español B1 – mañanas" (lunes y miércoles, 10:00–11:30, aula 3).

Para activar tu cuenta del Campus Virtual, pulsa este enlace:
https://campus.idiomeslledoner.es/activar?u=pwhitcombe&c=7H3K9Q

o escribe este código de activación en https://campus.idiomeslledoner.es/activar :

7H3K9Q

Usuario: pwhitcombe
En el campus encontrarás los audios del libro, los deberes y tus notas.

Un saludo,
Secretaría – Escola d'Idiomes Lledoner
C/ Sant Josep, 7 · 46530 Montsalva · 961 42 55 12 · WhatsApp 644 21 08 90
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e5e5e5">
<tr><td style="padding:14px 24px;border-bottom:3px solid #e63946"><img src="https://campus.idiomeslledoner.es/theme/lledoner/logo.png" alt="Escola d'Idiomes Lledoner" width="180" height="44"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px">
<p>Hola Pauline:</p>
<p>Te damos la bienvenida al curso <b>Español B1 – mañanas</b> (lunes y miércoles, 10:00–11:30, aula 3).</p>
<p>Para activar tu cuenta del Campus Virtual pulsa el botón:</p>
<p><a href="https://campus.idiomeslledoner.es/activar?u=pwhitcombe&amp;c=7H3K9Q" style="background:#e63946;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px">Activar mi cuenta</a></p>
<p>o escribe este código de activación en <a href="https://campus.idiomeslledoner.es/activar">campus.idiomeslledoner.es/activar</a>:</p>
<p style="font-size:24px;font-weight:bold;font-family:monospace;letter-spacing:3px">7H3K9Q</p>
<p>Usuario: <b>pwhitcombe</b><br>En el campus encontrarás los audios del libro, los deberes y tus notas.</p>
<p>Un saludo,<br>Secretaría – Escola d'Idiomes Lledoner</p></td></tr>
<tr><td style="padding:12px 24px;background:#f4f4f4;font-size:11px;color:#777">C/ Sant Josep, 7 · 46530 Montsalva · 961 42 55 12 · WhatsApp 644 21 08 90 · <a href="https://www.idiomeslledoner.es" style="color:#777">www.idiomeslledoner.es</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "idiomes-lledoner",
    group: "regional",
    lang: "es",
    kind: "receipt",
    code: null,
    link: null,
    from: "Escola d'Idiomes Lledoner <secretaria@idiomeslledoner.es>",
    to: TO_P,
    subject: "Recibo trimestre octubre-diciembre",
    date: d(10, 2, "09:25"),
    text: `Hola Pauline:

Adjuntamos el recibo del primer trimestre.

Alumna: Pauline Whitcombe
Curso: Español B1 – mañanas
Periodo: octubre – diciembre 2026
Importe: 195,00 € (exento de IVA)
Forma de pago: domiciliación, 05/10/2026

Recuerda que el 12 de octubre y el 8 de diciembre son festivos y no hay clase.

Secretaría – Escola d'Idiomes Lledoner
`,
    html: null,
    attachment: ["recibo_2026T4_PWhitcombe.pdf", "application/pdf", "%PDF-1.4\n% recibo trimestre\n%%EOF\n"],
  },

  // ------------------------------------------------------------ German neighbours (personal mail)
  {
    family: "brandt-nachbarn",
    group: "negative",
    lang: "de",
    kind: "personal",
    code: null,
    link: null,
    from: "Helga Brandt <helga.brandt@t-online.de>",
    to: TO_P,
    subject: "Blumen gießen + Samstag Golf",
    date: d(10, 21, "22:14"),
    enc: "8bit",
    text: `Liebe Pauline,

danke noch mal für den schönen Abend am Sonntag! Die Paella von Graham war wirklich die beste bisher.

Kurze Bitte: Wir fliegen am 4.11. nach Düsseldorf (Enkelin wird getauft) und sind bis zum 18.11. weg. Könntest du wieder ab und zu die Geranien auf der Terrasse gießen? Den Schlüssel lege ich euch am Dienstag in den Briefkasten, Wohnung 3-6. Der Hausmeister (Paco, 655 30 41 27) weiß Bescheid.

Hans freut sich sehr auf Samstag – er hat schon gefragt, ob es bei 08:52 bleibt. Wir bringen Bargeld für die Greenfee mit.

Und falls du das Rezept für den Apfelkuchen noch willst: 3 Äpfel, 200 g Zucker, 250 g Mehl, 125 g Butter ... ich schreib's dir richtig auf.

Liebe Grüße, auch an Graham
Helga

--
Helga Brandt
Tel. +34 622 18 47 09 / +49 211 55 31 87
`,
    html: null,
  },

  // ------------------------------------------------------------ German-speaking club newsletter
  {
    family: "stammtisch-montsalva",
    group: "negative",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Deutscher Stammtisch Montsalva e.V. <info@stammtisch-montsalva.de>",
    to: TO_G,
    subject: "Rundbrief Oktober: Oktoberfest, Wanderung Calderona, Sprachcafé",
    date: d(9, 30, "18:05"),
    enc: "qp",
    text: `Liebe Mitglieder, liebe Freunde des Stammtischs,

hier unsere Termine für Oktober:

* Sa, 03.10., 13:00 Uhr – Oktoberfest im Restaurante El Molí, Weißwurst & Brezen, 22 € p. P. (Anmeldung bis 28.09. bei Ingrid, 611 40 22 83)
* Do, 15.10., 09:00 Uhr – Wanderung in der Serra Calderona (ca. 12 km, Treffpunkt Parkplatz Mercadona)
* jeden Dienstag, 18:00 Uhr – Sprachcafé Deutsch/Spanisch/Englisch in der Bar Central – unsere englischen Nachbarn sind herzlich willkommen!

Mitgliedsbeitrag 2027: 30 € pro Person, bitte bis 31.12. auf das Vereinskonto überweisen (IBAN ES67 0182 •••• •••• 4418).

Fotos vom Sommerfest: https://www.stammtisch-montsalva.de/galerie/sommerfest-2026

Herzliche Grüße
Euer Vorstand – Klaus, Ingrid und Reinhard

Wer den Rundbrief nicht mehr erhalten möchte: https://www.stammtisch-montsalva.de/rundbrief/abmelden
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<h2 style="color:#8b0000;border-bottom:2px solid #daa520;padding-bottom:6px">Deutscher Stammtisch Montsalva e.V. – Rundbrief Oktober</h2>
<p>Liebe Mitglieder, liebe Freunde des Stammtischs,</p>
<p>hier unsere Termine für Oktober:</p>
<ul>
<li><b>Sa, 03.10., 13:00 Uhr</b> – Oktoberfest im Restaurante El Molí, Weißwurst &amp; Brezen, 22 € p. P. (Anmeldung bis 28.09. bei Ingrid, 611 40 22 83)</li>
<li><b>Do, 15.10., 09:00 Uhr</b> – Wanderung in der Serra Calderona (ca. 12 km, Treffpunkt Parkplatz Mercadona)</li>
<li><b>jeden Dienstag, 18:00 Uhr</b> – Sprachcafé Deutsch/Spanisch/Englisch in der Bar Central – unsere englischen Nachbarn sind herzlich willkommen!</li>
</ul>
<p>Mitgliedsbeitrag 2027: 30 € pro Person, bitte bis 31.12. auf das Vereinskonto überweisen (IBAN ES67 0182 •••• •••• 4418).</p>
<p><img src="https://www.stammtisch-montsalva.de/galerie/thumbs/sommerfest-01.jpg" width="280" alt="Sommerfest 2026"><br><a href="https://www.stammtisch-montsalva.de/galerie/sommerfest-2026">Fotos vom Sommerfest</a></p>
<p>Herzliche Grüße<br>Euer Vorstand – Klaus, Ingrid und Reinhard</p>
<p style="font-size:10px;color:#888">Wer den Rundbrief nicht mehr erhalten möchte: <a href="https://www.stammtisch-montsalva.de/rundbrief/abmelden">abmelden</a></p>
</div></body></html>`,
  },

  // ------------------------------------------------------------ Dutch-made neighbourhood app (invented): Pleintje
  {
    family: "pleintje-app",
    group: "consumer",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: "https://go.pleintje.app/u/uitnodiging?g=els-tarongers-bewoners&t=Rk29Xp1Vd7",
    from: "Pleintje <uitnodiging@pleintje.app>",
    to: TO_P,
    subject: "Anneke de Vries nodigt je uit voor de groep 'Bewoners Els Tarongers'",
    date: d(9, 13, "20:31"),
    enc: "b64",
    text: `Hoi Pauline,

Anneke de Vries heeft je uitgenodigd voor de groep "Bewoners Els Tarongers" op Pleintje.

"Hi Pauline! Dit is de groep voor de buren, voor klusjes, de zwembadsleutel en de borrel op vrijdag. Het is in het Nederlands ingesteld maar iedereen schrijft gewoon Engels 😉 – Anneke"

Leden: 23 · Beheerder: Wim de Vries

Uitnodiging accepteren:
https://go.pleintje.app/u/uitnodiging?g=els-tarongers-bewoners&t=Rk29Xp1Vd7

Deze uitnodiging verloopt over 7 dagen.

Pleintje · Oudegracht 112 · 3511 AX Utrecht
Wil je geen uitnodigingen meer ontvangen? https://go.pleintje.app/u/voorkeuren
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff5ea;font-family:'Nunito',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td align="center" style="padding:28px 28px 8px"><img src="https://cdn.pleintje.app/mail/pleintje-logo.png" alt="Pleintje" width="110" height="32"></td></tr>
<tr><td align="center" style="padding:10px 28px"><img src="https://cdn.pleintje.app/avatars/anneke-dv.jpg" width="64" height="64" alt="Anneke de Vries" style="border-radius:32px"></td></tr>
<tr><td align="center" style="padding:6px 28px;font-size:19px;font-weight:800;color:#2e2a26">Anneke de Vries nodigt je uit voor<br>Bewoners Els Tarongers</td></tr>
<tr><td style="padding:14px 28px"><div style="background:#fff5ea;border-radius:12px;padding:12px 16px;font-size:14px;color:#5a5047;font-style:italic">"Hi Pauline! Dit is de groep voor de buren, voor klusjes, de zwembadsleutel en de borrel op vrijdag. Het is in het Nederlands ingesteld maar iedereen schrijft gewoon Engels 😉 – Anneke"</div></td></tr>
<tr><td align="center" style="padding:4px 28px;font-size:13px;color:#8a7f74">23 leden · beheerder Wim de Vries</td></tr>
<tr><td align="center" style="padding:18px 28px"><a href="https://go.pleintje.app/u/uitnodiging?g=els-tarongers-bewoners&amp;t=Rk29Xp1Vd7" style="display:inline-block;background:#ff7a1a;color:#fff;font-weight:800;text-decoration:none;padding:14px 36px;border-radius:28px">Uitnodiging accepteren</a></td></tr>
<tr><td align="center" style="padding:0 28px 24px;font-size:12px;color:#8a7f74">Deze uitnodiging verloopt over 7 dagen.</td></tr>
</table>
<p style="font-size:11px;color:#a39a90;text-align:center">Pleintje · Oudegracht 112 · 3511 AX Utrecht<br><a href="https://go.pleintje.app/u/voorkeuren" style="color:#a39a90">Meldingsvoorkeuren</a> · <a href="https://pleintje.app/privacy" style="color:#a39a90">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "pleintje-app",
    group: "consumer",
    lang: "nl",
    kind: "digest",
    code: null,
    link: null,
    from: "Pleintje <meldingen@pleintje.app>",
    to: TO_P,
    subject: "3 nieuwe berichten in Bewoners Els Tarongers",
    date: d(10, 11, "08:00"),
    text: `Goedemorgen Pauline,

Dit gebeurde gisteren in Bewoners Els Tarongers:

Wim de Vries: "Het zwembad gaat op 1 november dicht. Sleutels graag terug bij Paco vóór 31/10."
Hans Brandt: "Wie heeft er een ladder van 3 meter te leen? Moet de lamp in de garage vervangen."
Marisol Peris: "Perdí un gato gris cerca de la escalera 1, se llama Lupo. Tel. 677 21 08 45 🙏"

Bekijk de groep: https://go.pleintje.app/g/els-tarongers-bewoners

Je krijgt deze samenvatting één keer per dag. Wijzigen: https://go.pleintje.app/u/voorkeuren
`,
    html: null,
  },

  // ------------------------------------------------------------ French motorway toll badge (invented): Péagelib
  {
    family: "peagelib",
    group: "consumer",
    lang: "fr",
    kind: "signup-code",
    code: "482913",
    link: null,
    from: "Péagelib <ne-pas-repondre@peagelib.fr>",
    to: TO_G,
    subject: "Votre code de vérification Péagelib",
    date: d(10, 28, "10:44", "+0100"),
    enc: "qp",
    text: `Bonjour,

Pour finaliser la création de votre espace client Péagelib, saisissez le code suivant :

482 913

Ce code est valable 15 minutes.

Votre badge télépéage sera envoyé sous 5 jours ouvrés à l'adresse indiquée (Espagne : 7 à 10 jours). Frais de livraison : 0,00 €. Abonnement « Voyage occasionnel » : 0 € par mois hors utilisation, 2,00 € le mois d'utilisation.

Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement ce message.

Service client : 09 70 80 42 42 (appel non surtaxé), du lundi au samedi de 8 h à 20 h
Péagelib SAS – 18 rue de la Chaussée, 69002 Lyon
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f6">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#1a1a2e">
<tr><td style="padding:18px 28px;background:#00205b"><img src="https://static.peagelib.fr/mail/logo-peagelib-blanc.png" alt="Péagelib" width="140" height="32"></td></tr>
<tr><td style="padding:28px 28px 6px;font-size:15px">Bonjour,<br><br>Pour finaliser la création de votre espace client Péagelib, saisissez le code suivant :</td></tr>
<tr><td align="center" style="padding:18px 28px"><table cellpadding="0" cellspacing="8"><tr>
<td style="border:1px solid #c7d0e0;width:40px;height:52px;text-align:center;font-size:28px;font-weight:bold">4</td>
<td style="border:1px solid #c7d0e0;width:40px;height:52px;text-align:center;font-size:28px;font-weight:bold">8</td>
<td style="border:1px solid #c7d0e0;width:40px;height:52px;text-align:center;font-size:28px;font-weight:bold">2</td>
<td style="width:10px"></td>
<td style="border:1px solid #c7d0e0;width:40px;height:52px;text-align:center;font-size:28px;font-weight:bold">9</td>
<td style="border:1px solid #c7d0e0;width:40px;height:52px;text-align:center;font-size:28px;font-weight:bold">1</td>
<td style="border:1px solid #c7d0e0;width:40px;height:52px;text-align:center;font-size:28px;font-weight:bold">3</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 14px;font-size:13px;color:#555">Ce code est valable 15 minutes.</td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;color:#555;line-height:19px">Votre badge télépéage sera envoyé sous 5 jours ouvrés à l'adresse indiquée (Espagne : 7 à 10 jours). Frais de livraison : 0,00 €. Abonnement « Voyage occasionnel » : 0 € par mois hors utilisation, 2,00 € le mois d'utilisation.</td></tr>
<tr><td style="padding:0 28px 20px;font-size:12px;color:#888">Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement ce message.</td></tr>
<tr><td style="padding:14px 28px;background:#f3f5f9;font-size:11px;color:#777">Service client : 09 70 80 42 42 (appel non surtaxé), du lundi au samedi de 8 h à 20 h<br>Péagelib SAS – 18 rue de la Chaussée, 69002 Lyon · <a href="https://www.peagelib.fr/mentions-legales" style="color:#777">Mentions légales</a> · <a href="https://www.peagelib.fr/confidentialite" style="color:#777">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ Norwegian neighbours' club (invented)
  {
    family: "norsk-klubb-turia",
    group: "consumer",
    lang: "nb",
    kind: "confirm-registration",
    code: null,
    link: "https://medlem.norskklubbturia.no/bekreft/8c31d0a2e95b4f7e",
    from: "Norsk Klubb Turia <medlem@norskklubbturia.no>",
    to: TO_G,
    subject: "Bekreft registreringen din som støttemedlem",
    date: d(10, 4, "14:09"),
    enc: "b64",
    text: `Hei Graham Whitcombe,

Takk for at du vil bli støttemedlem i Norsk Klubb Turia! Du ble registrert av Kari Solberg etter quizkvelden 2. oktober.

Før vi kan legge deg inn i medlemsregisteret må du bekrefte e-postadressen og registreringen din:
https://medlem.norskklubbturia.no/bekreft/8c31d0a2e95b4f7e

Støttemedlemskap koster 15 € per år og gir deg tilgang til klubblokalet, biblioteket (mest norske bøker, men også en hylle med engelske) og alle arrangementer.

Neste arrangement: vaffelkafé søndag 18. oktober kl. 12.00.

Vennlig hilsen
Styret, Norsk Klubb Turia
Carrer de l'Horta 3, 46530 Montsalva · tlf. +34 696 10 42 17
`,
    html: `<html><body style="margin:0;background:#f5f7fa;font-family:Arial,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="height:8px;background:#ba0c2f"></td></tr><tr><td style="height:4px;background:#ffffff"></td></tr><tr><td style="height:6px;background:#00205b"></td></tr>
<tr><td style="padding:20px 26px;font-size:20px;font-weight:bold;color:#00205b">Norsk Klubb Turia</td></tr>
<tr><td style="padding:0 26px;font-size:14px;line-height:21px">
<p>Hei Graham Whitcombe,</p>
<p>Takk for at du vil bli støttemedlem i Norsk Klubb Turia! Du ble registrert av Kari Solberg etter quizkvelden 2. oktober.</p>
<p>Før vi kan legge deg inn i medlemsregisteret må du bekrefte e-postadressen og registreringen din:</p>
<p><a href="https://medlem.norskklubbturia.no/bekreft/8c31d0a2e95b4f7e" style="display:inline-block;background:#00205b;color:#fff;padding:11px 24px;text-decoration:none;font-weight:bold">Bekreft registreringen</a></p>
<p>Støttemedlemskap koster 15 € per år og gir deg tilgang til klubblokalet, biblioteket (mest norske bøker, men også en hylle med engelske) og alle arrangementer.</p>
<p>Neste arrangement: <b>vaffelkafé søndag 18. oktober kl. 12.00</b>.</p>
<p>Vennlig hilsen<br>Styret, Norsk Klubb Turia</p></td></tr>
<tr><td style="padding:12px 26px;background:#eef1f5;font-size:11px;color:#666">Carrer de l'Horta 3, 46530 Montsalva · tlf. +34 696 10 42 17 · <a href="https://www.norskklubbturia.no" style="color:#666">norskklubbturia.no</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ Swedish association newsletter (text only)
  {
    family: "svenska-foreningen-levante",
    group: "negative",
    lang: "sv",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Svenska Föreningen Levante <styrelsen@svenskalevante.se>",
    to: TO_P,
    subject: "Nyhetsbrev november – glöggmingel och julmarknad",
    date: d(10, 29, "17:30", "+0100"),
    enc: "8bit",
    text: `Hej alla medlemmar och vänner!

Hösten är här (nåja, 24 grader i dag) och vi planerar för jul:

• Fredag 27/11 kl. 18.00 – Glöggmingel på Bar La Plaça. 8 € inkl. pepparkakor. Engelsktalande grannar välkomna!
• Lördag 12/12 kl. 10–14 – Julmarknad i föreningslokalen. Vill du sälja hantverk? Boka bord (5 €) hos Birgitta, 634 50 22 19.
• Lucia firas söndag 13/12 kl. 17.00 i kyrkan San Roque.

Medlemsavgift 2027: 25 € per person. Swish fungerar inte här, så betala till föreningens konto ES40 2100 •••• •••• •••• 7712 och märk med ditt namn.

Glöm inte att klockan ställdes om i söndags!

Varma hälsningar
Styrelsen – Birgitta, Lars-Erik och Monica
`,
    html: null,
  },

  // ------------------------------------------------------------ Italian agriturismo (invented)
  {
    family: "agriturismo-su-nuraghe",
    group: "consumer",
    lang: "it",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Agriturismo Su Nuraghe <prenotazioni@agriturismosunuraghe.it>",
    to: TO_P,
    subject: "Conferma prenotazione n. 2026/318 - 5-9 novembre",
    date: d(10, 18, "16:47"),
    enc: "qp",
    text: `Gentile Signora Whitcombe,

siamo lieti di confermare la Sua prenotazione.

Prenotazione n. 2026/318
Arrivo: giovedì 5 novembre 2026 (check-in dalle 15:00 alle 20:00)
Partenza: lunedì 9 novembre 2026 (check-out entro le 10:30)
Camera: doppia "Ginepro" con vista sugli ulivi, mezza pensione
Ospiti: 2 adulti
Totale soggiorno: 584,00 € · Caparra versata: 150,00 € (carta •••• 9014) · Saldo in struttura: 434,00 €
Tassa di soggiorno: 1,50 € a persona a notte, da pagare in contanti

Come arrivare: da Olbia prendere la SS125 in direzione Arzachena, uscita Sa Conca; dopo 3 km svoltare a destra al cartello "Su Nuraghe". Se arrivate dopo le 20:00 chiamate il 347 882 1093.

Cancellazione gratuita fino al 29 ottobre; dopo tale data la caparra non è rimborsabile.

A presto!
Famiglia Pinna
Agriturismo Su Nuraghe – Loc. Sa Conca, 07021 Arzachena (SS) – P.IVA 02218840901
`,
    html: `<html><body style="margin:0;background:#f6f1e7;font-family:Georgia,serif;color:#3b2f24">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #e4d8c3">
<tr><td><img src="https://www.agriturismosunuraghe.it/img/mail-header.jpg" width="600" alt="Agriturismo Su Nuraghe" style="display:block"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:23px">
<p>Gentile Signora Whitcombe,</p><p>siamo lieti di confermare la Sua prenotazione.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e4d8c3;border-bottom:1px solid #e4d8c3">
<tr><td>Prenotazione</td><td>n. 2026/318</td></tr>
<tr><td>Arrivo</td><td>giovedì 5 novembre 2026 (check-in 15:00–20:00)</td></tr>
<tr><td>Partenza</td><td>lunedì 9 novembre 2026 (check-out entro le 10:30)</td></tr>
<tr><td>Camera</td><td>doppia «Ginepro» con vista sugli ulivi, mezza pensione</td></tr>
<tr><td>Ospiti</td><td>2 adulti</td></tr>
<tr><td>Totale</td><td>584,00 € · caparra versata 150,00 € (carta •••• 9014) · saldo in struttura 434,00 €</td></tr>
<tr><td>Tassa di soggiorno</td><td>1,50 € a persona a notte, in contanti</td></tr></table>
<p><b>Come arrivare:</b> da Olbia prendere la SS125 in direzione Arzachena, uscita Sa Conca; dopo 3 km svoltare a destra al cartello «Su Nuraghe». Se arrivate dopo le 20:00 chiamate il 347 882 1093.</p>
<p style="font-size:13px">Cancellazione gratuita fino al 29 ottobre; dopo tale data la caparra non è rimborsabile.</p>
<p>A presto!<br><i>Famiglia Pinna</i></p></td></tr>
<tr><td style="padding:12px 28px;background:#efe6d6;font-family:Arial,sans-serif;font-size:11px;color:#7a6a55">Loc. Sa Conca, 07021 Arzachena (SS) – P.IVA 02218840901 · <a href="https://www.agriturismosunuraghe.it/dove-siamo" style="color:#7a6a55">Dove siamo</a> · <a href="https://www.instagram.example/sunuraghe" style="color:#7a6a55">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ Portuguese guesthouse (invented)
  {
    family: "casa-das-vinhas-pinhao",
    group: "consumer",
    lang: "pt",
    kind: "cancellation-confirmation",
    code: null,
    link: null,
    from: "Casa das Vinhas · Pinhão <reservas@casadasvinhas-pinhao.pt>",
    to: TO_G,
    subject: "Cancelamento da reserva CV-7742 confirmado",
    date: d(9, 17, "11:31", "+0100"),
    text: `Caro Sr. Graham Whitcombe,

Confirmamos o cancelamento da sua reserva, conforme pedido por telefone.

Reserva: CV-7742
Datas: 22/09/2026 a 25/09/2026 (3 noites)
Quarto: Duplo Douro, com pequeno-almoço
Valor reembolsado: 96,00 € (sinal de 30 %), para o cartão terminado em 9014, no prazo de 5 a 10 dias úteis

Esperamos recebê-los numa próxima ocasião – a vindima termina em outubro, mas o rio é bonito o ano inteiro.

Com os melhores cumprimentos,
Teresa Guedes
Casa das Vinhas · Rua da Estação 41, 5085-034 Pinhão · +351 254 731 208
`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#333;max-width:600px">
<p>Caro Sr. Graham Whitcombe,</p>
<p>Confirmamos o cancelamento da sua reserva, conforme pedido por telefone.</p>
<table cellpadding="4" style="font-size:14px"><tr><td><b>Reserva</b></td><td>CV-7742</td></tr><tr><td><b>Datas</b></td><td>22/09/2026 a 25/09/2026 (3 noites)</td></tr><tr><td><b>Quarto</b></td><td>Duplo Douro, com pequeno-almoço</td></tr><tr><td><b>Valor reembolsado</b></td><td>96,00 € (sinal de 30 %), para o cartão terminado em 9014, no prazo de 5 a 10 dias úteis</td></tr></table>
<p>Esperamos recebê-los numa próxima ocasião – a vindima termina em outubro, mas o rio é bonito o ano inteiro.</p>
<p>Com os melhores cumprimentos,<br>Teresa Guedes</p>
<p style="color:#7b5e3b;font-size:12px"><img src="https://www.casadasvinhas-pinhao.pt/assinatura.png" width="120" alt="Casa das Vinhas"><br>Rua da Estação 41, 5085-034 Pinhão · +351 254 731 208 · <a href="https://www.casadasvinhas-pinhao.pt">casadasvinhas-pinhao.pt</a></p>
</div>`,
  },
];
